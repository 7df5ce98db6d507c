import type { MailMessage } from '../../mail/mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

// The mail carries no link to the file itself: it is downloaded from the signed-in settings
// page, so that a forwarded or intercepted mail gives nobody the data.
export function dataReadyMail(to: string, name: string, expiresAt: Date, publicUrl: string): MailMessage {
  const until = expiresAt.toUTCString();
  const paragraphs = [
    `Hello ${name},`,
    'The copy of your Reelboard data that you asked for is ready.',
    `Download it from the Settings tab of your profile at ${publicUrl}/profile until ${until}. After that it is deleted, and you can ask for a new one.`,
    'If you did not ask for it, change your password and sign out your other devices in the same place.',
  ];
  return {
    to,
    subject: 'Your Reelboard data is ready',
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}
