import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { insertVideo } from '../../../test/videos.ts';
import { createMailer } from '../../mail/mailer.ts';
import type { UserActor } from '../actors.ts';
import { createNotificationMail } from './notification-mail.ts';

// Notification e-mails through a real SMTP server on loopback, and the one-click
// unsubscribe (RFC 8058) their List-Unsubscribe header names.
let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: SMTPServer;
const received: Buffer[] = [];
let mail: ReturnType<typeof createNotificationMail>;

beforeAll(async () => {
  t = await createTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  mail = createNotificationMail({
    db: t.database.db,
    mailer: createMailer({
      dataDir: t.dataDir,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Reelboard <no-reply@reelboard.local>',
      log: () => {},
    }),
    publicUrl: t.config.publicUrl,
    secret: t.secrets.authSecret,
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

async function person(email: string): Promise<UserActor> {
  const user = await t.signedInUser(email);
  return { kind: 'user', userId: user.userId, sessionId: 's', email, level: 'viewer' };
}

const reply = async (author: UserActor, replier: UserActor, title: string) => {
  const video = await insertVideo(t.database.db, { title });
  const first = await t.services.comments.create(author, '10.9.1.1', {
    content: 'Mine',
    targetId: video.id,
    targetType: 'video',
  });
  await t.services.comments.create(replier, '10.9.1.2', {
    content: 'A reply',
    targetId: video.id,
    targetType: 'video',
    parentCommentId: first.id,
  });
  // Comments are told in batches a moment after they are written: read them now.
  await t.services.notifications.commentNotices.read();
};

it('sends a reply at once over SMTP, with a one-click unsubscribe that turns those e-mails off', async () => {
  const [ana, ben] = [await person('mail-ana@example.com'), await person('mail-ben@example.com')];
  await t.services.notifications.service.setPreference(ana, { kind: 'reply', inApp: true, email: 'instant' });
  await reply(ana, ben, 'Ropes');
  expect(await mail.sendPending()).toBe(1);
  expect(await mail.sendPending()).toBe(0);
  const message = await PostalMime.parse(received.at(-1) as Buffer);
  expect(message.to?.[0]?.address).toBe('mail-ana@example.com');
  expect(message.text).toContain('mail-ben replied to your comment on "Ropes".');
  const header = (name: string) => message.headers.find((entry) => entry.key === name)?.value ?? '';
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const url = new URL(/^<(.+)>$/.exec(header('list-unsubscribe'))?.[1] ?? '');

  const forged = await t.app.inject({
    method: 'POST',
    url: `${url.pathname}?token=${url.searchParams.get('token')}x`,
  });
  expect(forged.statusCode).toBe(400);
  const oneClick = await t.app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect([oneClick.statusCode, oneClick.json()]).toEqual([200, { unsubscribed: true }]);
  const choices = await t.services.notifications.service.preferences(ana);
  expect(choices.find((choice) => choice.kind === 'reply')).toEqual({
    kind: 'reply',
    inApp: true,
    email: 'off',
  });

  await reply(ana, ben, 'Ropes again');
  expect(await mail.sendPending()).toBe(0);
  // Opening the link asks first: a GET changes nothing and leads to the page.
  const opened = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect([opened.statusCode, opened.headers.location]).toEqual([303, `/unsubscribe${url.search}`]);
});

it('gathers what waits for the daily digest into one e-mail per person', async () => {
  const [cleo, dan] = [await person('mail-cleo@example.com'), await person('mail-dan@example.com')];
  await t.services.notifications.service.setPreference(cleo, { kind: 'reply', inApp: true, email: 'daily' });
  await reply(cleo, dan, 'First');
  await reply(cleo, dan, 'Second');
  const before = received.length;
  expect(await mail.sendPending()).toBe(0);
  expect(await mail.sendDigests()).toBe(1);
  expect(received.length).toBe(before + 1);
  const digest = await PostalMime.parse(received.at(-1) as Buffer);
  expect(digest.subject).toBe('Your Reelboard digest');
  expect(digest.text).toContain('replied to your comment on "First"');
  expect(digest.text).toContain('replied to your comment on "Second"');
  expect(await mail.sendDigests()).toBe(0);
});
