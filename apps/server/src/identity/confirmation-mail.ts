import type { MailMessage } from '../mail/mailer.ts';
import { CODE_VALID_HOURS } from './confirmation-codes.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

// The code stands plainly in both parts so that people (and tests reading the outbox)
// find it at once.
export function confirmationMail(to: string, name: string, code: string): MailMessage {
  const text = [
    `Hello ${name},`,
    '',
    `Your confirmation code is ${code}`,
    '',
    `Enter it on the sign-up page to confirm your Reelboard account. It is valid for ${CODE_VALID_HOURS} hours and can be used once.`,
    'If you did not sign up for Reelboard, you can ignore this e-mail.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    `<p>Your confirmation code is <strong style="font-size:1.4em;letter-spacing:0.1em">${code}</strong></p>`,
    `<p>Enter it on the sign-up page to confirm your Reelboard account. It is valid for ${CODE_VALID_HOURS} hours and can be used once.</p>`,
    '<p>If you did not sign up for Reelboard, you can ignore this e-mail.</p>',
  ].join('\n');
  return { to, subject: 'Your Reelboard confirmation code', text, html };
}
