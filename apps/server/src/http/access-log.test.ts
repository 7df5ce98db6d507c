import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { AccessLog } from './access-log.ts';

it('writes one line per request with method, path, status and time', async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new AccessLog() });
  app.get('/videos/:id', async () => ({ ok: true }));
  await app.inject({ url: '/videos/42?ref=home', headers: { authorization: 'Bearer secret' } });
  await app.close();
  const requests = lines.filter((line) => line.msg === 'request');
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({ method: 'GET', url: '/videos/42?ref=home', status: 200 });
  expect(typeof requests[0]?.ms).toBe('number');
  expect(JSON.stringify(lines)).not.toContain('secret');
  expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
});
