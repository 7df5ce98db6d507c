import type { MailMessage } from '../mail/mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

// The account's own mails (issue 22): a plain text part, and an HTML part made of the same
// paragraphs. Codes stand plainly on a line of their own, for people and the outbox tests.
function mail(to: string, subject: string, paragraphs: string[]): MailMessage {
  return {
    to,
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}

export const RESET_CODE_VALID_HOURS = 1;

export function resetCodeMail(to: string, name: string, code: string, publicUrl: string): MailMessage {
  return mail(to, 'Your Reelboard password reset code', [
    `Hello ${name},`,
    `Your password reset code is ${code}`,
    `Enter it at ${publicUrl}/forgot-password with your new password. It is valid for ${RESET_CODE_VALID_HOURS} hour and can be used once.`,
    'Resetting your password signs your account out on every device, including this one.',
    'If you did not ask for this, you can ignore this e-mail: your password stays as it is. Someone may have typed your address by mistake.',
  ]);
}

export function passwordChangedMail(
  to: string,
  name: string,
  how: 'reset' | 'changed',
  publicUrl: string,
): MailMessage {
  const signedOut =
    how === 'reset'
      ? 'Every device that was signed in to your account has been signed out, and every session has ended.'
      : 'Every other device that was signed in to your account has been signed out.';
  return mail(to, 'Your Reelboard password was changed', [
    `Hello ${name},`,
    `The password of your Reelboard account was ${how === 'reset' ? 'reset' : 'changed'}.`,
    signedOut,
    `If this was not you, reset your password at once at ${publicUrl}/forgot-password, then check the devices signed in to your account in your profile's Settings tab, and tell the site's support.`,
  ]);
}

export function emailChangeCodeMail(to: string, name: string, code: string): MailMessage {
  return mail(to, 'Confirm your new Reelboard e-mail address', [
    `Hello ${name},`,
    `Your confirmation code is ${code}`,
    `Enter it in your profile's Settings tab to make this your account's e-mail address. It is valid for ${RESET_CODE_VALID_HOURS} hour and can be used once.`,
    'If you did not ask for this, you can ignore this e-mail.',
  ]);
}

export function emailChangedMail(to: string, name: string, newEmail: string, publicUrl: string): MailMessage {
  return mail(to, 'Your Reelboard e-mail address was changed', [
    `Hello ${name},`,
    `The e-mail address of your Reelboard account was changed to ${newEmail}. Mail about your account now goes there, and you sign in with it.`,
    `If this was not you, tell the site's support at once, and reset your password at ${publicUrl}/forgot-password if you can still reach the account.`,
  ]);
}
