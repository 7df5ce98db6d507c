import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'reelboard-mail-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const message = {
  to: 'ada@example.com',
  subject: 'Your Reelboard confirmation code',
  text: 'Your code is 123456',
};

describe('mailer', () => {
  it('writes one RFC 5322 .eml file per message to the outbox without SMTP_URL', async () => {
    const logged: Record<string, unknown>[] = [];
    const mailer = createMailer({
      dataDir,
      smtpUrl: undefined,
      from: 'Reelboard <no-reply@reelboard.local>',
      log: (e) => logged.push(e),
    });
    await mailer.send(message);
    await mailer.send({ ...message, to: 'bob@example.com' });
    const files = (await readdir(path.join(dataDir, 'outbox'))).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const parsed = await PostalMime.parse(
      await readFile(path.join(dataDir, 'outbox', files.sort()[0] as string)),
    );
    expect(parsed.from?.address).toBe('no-reply@reelboard.local');
    expect(parsed.to?.[0]?.address).toBe('ada@example.com');
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.text?.trim()).toBe(message.text);
    expect(parsed.messageId).toBeTruthy();
    expect(parsed.date).toBeTruthy();
    expect(logged[0]).toMatchObject({ msg: 'mail written to outbox', to: 'ada@example.com' });
  });

  it('sends through a real SMTP server when SMTP_URL is set', async () => {
    const received: { from: string; to: string[]; raw: Buffer }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mailer = createMailer({
        dataDir,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Reelboard <no-reply@reelboard.local>',
        log: () => {},
      });
      await mailer.send(message);
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toEqual(['ada@example.com']);
      expect(received[0]?.from).toBe('no-reply@reelboard.local');
      const parsed = await PostalMime.parse(received[0]?.raw as Buffer);
      expect(parsed.subject).toBe(message.subject);
      expect(parsed.text?.trim()).toBe(message.text);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
