import { type ChildProcess, execFileSync } from 'node:child_process';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.ts';
import { S3_TEST_BUCKET, s3Settings, startS3Server } from '../../apps/server/test/s3-server.ts';
import {
  answers,
  freePort,
  startServer,
  startWorkerProcess,
  waitUntil,
} from '../../apps/server/test/server-processes.ts';

// A Reelboard cluster on this machine, as README's "Several nodes" describes one: one
// PostgreSQL, one S3-compatible store, two API nodes with WORKER_IN_SERVER=false, one
// `reelboard worker`, a real SMTP server, and a round-robin proxy in front that sends each
// request and each WebSocket to the next node.

type Process = { name: string; child: ChildProcess; output: () => string };

export type Cluster = {
  url: string;
  /** The bucket's base URL, `<endpoint>/<bucket>`: an object's plain, unsigned URL is this and its key. */
  bucketUrl: string;
  /** The newest six-digit code mailed to this address, if one arrived. */
  confirmationCode(email: string): string | undefined;
  /** `reelboard <args>` against the cluster's database, as an operator runs it. */
  reelboard(...args: string[]): string;
  /** Files the nodes keep on their own disks (DATA_DIR), by path. */
  nodeFiles(): Promise<string[]>;
  /** How many requests and WebSockets each node was sent. */
  sentTo: number[];
  logs(): string;
  stop(): Promise<void>;
};

const cliMain = new URL('../../apps/server/src/cli/main.ts', import.meta.url).pathname;

export async function startCluster(): Promise<Cluster> {
  const work = await mkdtemp(path.join(tmpdir(), 'reelboard-cluster-'));
  await chmod(work, 0o755); // the postgres system user must reach it when we run as root
  const database = await startEmbeddedPostgres({
    dataDir: path.join(work, 'postgres'),
    password: 'cluster',
    log: () => {},
  });
  const s3 = await startS3Server(path.join(work, 's3'));

  const mails: { to: string; text: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let text = '';
      stream.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) mails.push({ to: to.address.toLowerCase(), text });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  const proxyPort = await freePort();
  const url = `http://localhost:${proxyPort}`;
  const shared = {
    DATABASE_URL: database.url,
    PUBLIC_URL: url,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: 'cluster-nodes-share-this-auth-secret-0123456789',
    STORAGE_SECRET: 'cluster-nodes-share-this-storage-secret-012345',
    PUBLIC_API_KEY: 'rb-pub-cluster-nodes-share-this',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    WORKER_IN_SERVER: 'false',
    ...s3Settings(s3),
  };
  const nodeDirs = [path.join(work, 'node-a'), path.join(work, 'node-b')];
  const processes: Process[] = [];
  const ports: number[] = [];
  for (const [index, dataDir] of nodeDirs.entries()) {
    const port = await freePort();
    ports.push(port);
    // The API nodes leave ffmpeg to the worker: no sample clips are made on them.
    const node = startServer({
      ...shared,
      PORT: String(port),
      DATA_DIR: dataDir,
      FFMPEG_PATH: '/nonexistent/ffmpeg',
    });
    processes.push({ name: `node ${index === 0 ? 'A' : 'B'}`, ...node });
  }
  const worker = await startWorkerProcess({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...shared,
    DATA_DIR: path.join(work, 'worker'),
  });
  processes.push({ name: 'worker', ...worker });

  // Round robin: every request and every WebSocket upgrade goes to the next node.
  const sentTo = [0, 0];
  let next = 0;
  const pick = () => {
    const index = next;
    next = (next + 1) % ports.length;
    sentTo[index] = (sentTo[index] ?? 0) + 1;
    return ports[index] as number;
  };
  const forwardedFor = (address: string | undefined) => (address ?? '127.0.0.1').replace(/^::ffff:/, '');
  const proxy = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: pick(),
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor(incoming.socket.remoteAddress) },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  proxy.on('upgrade', (incoming, socket, head) => {
    const upstream = connect(pick(), '127.0.0.1', () => {
      const headers = { ...incoming.headers, 'x-forwarded-for': forwardedFor(incoming.socket.remoteAddress) };
      const lines = Object.entries(headers).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((one) => `${name}: ${one}`),
      );
      upstream.write(`${incoming.method} ${incoming.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));

  const logs = () => processes.map((p) => `--- ${p.name}\n${p.output()}`).join('\n');
  for (const port of ports) await waitUntil(() => answers(`http://127.0.0.1:${port}/readyz`), 90_000, logs);

  return {
    url,
    bucketUrl: `${s3.endpoint}/${S3_TEST_BUCKET}`,
    sentTo,
    logs,
    confirmationCode(email) {
      const mail = mails.filter((m) => m.to === email.toLowerCase()).at(-1);
      return (
        mail &&
        /\b(\d{6})\b/.exec(
          mail.text
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join('\n'),
        )?.[1]
      );
    },
    reelboard(...args) {
      return execFileSync(process.execPath, [cliMain, ...args], {
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...shared, DATA_DIR: path.join(work, 'cli') },
        encoding: 'utf8',
      });
    },
    async nodeFiles() {
      const files: string[] = [];
      for (const dir of nodeDirs) {
        const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
        for (const entry of entries) if (entry.isFile()) files.push(path.join(entry.parentPath, entry.name));
      }
      return files;
    },
    async stop() {
      for (const { child } of processes) {
        if (child.exitCode !== null) continue;
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      await new Promise((resolve) => proxy.close(resolve));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await s3.close();
      await database.stop();
      await rm(work, { recursive: true, force: true });
    },
  };
}
