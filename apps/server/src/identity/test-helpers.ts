import type { Mailer, MailMessage } from '../mail/mailer.ts';

// For the identity tests: a clock that moves only when told, and a Mailer that keeps the
// messages it is given instead of writing them out.
export function createFakeClock(start = '2025-06-01T12:00:00.000Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export function createCapturingMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer & { sent: MailMessage[]; lastCodeFor(to: string): string } = {
    sent,
    async send(message) {
      sent.push(message);
    },
    lastCodeFor(to) {
      const message = sent.filter((m) => m.to === to).at(-1);
      const code = message?.text.match(/Your confirmation code is (\d{6})/)?.[1];
      if (!code) throw new Error(`no confirmation code was mailed to ${to}`);
      return code;
    },
  };
  return mailer;
}
