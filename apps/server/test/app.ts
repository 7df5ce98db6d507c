import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connect } from '../src/db/client.ts';
import { loadSecrets } from '../src/secrets.ts';
import { createServices } from '../src/services/services.ts';
import { createTestDatabase } from './database.ts';

function joinDatabase(url: string) {
  const { db, pool } = connect(url);
  return { db, pool, url, close: () => pool.end() };
}

// The whole server (routes, GraphQL, services) on a fresh database and data directory,
// driven through fastify's inject: what a browser would send, without a socket.
// With `databaseUrl`, another node on the database of a first one, with its own connections
// (the first node's close() drops the database, so it closes last).
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<Parameters<typeof createServices>[0], 'processingOptions' | 'superviseIntervalSeconds'> & {
    databaseUrl?: string;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reelboard-app-'));
  await chmod(dataDir, 0o755);
  const database = options.databaseUrl ? joinDatabase(options.databaseUrl) : await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SAMPLE_CLIP_CACHE_DIR: inject('sampleClipCacheDir'),
    ...env,
  });
  const secrets = await loadSecrets(config);
  const services = createServices({
    config,
    secrets,
    db: database.db,
    processingOptions: options.processingOptions,
    superviseIntervalSeconds: options.superviseIntervalSeconds,
  });
  const app = await buildApp({ config, secrets, db: database.db, services });
  await app.ready();

  async function latestCodeFor(email: string): Promise<string> {
    const outbox = path.join(config.dataDir, 'outbox'); // env may name another DATA_DIR
    const files = (await readdir(outbox)).filter((name) => name.endsWith('.eml')).sort();
    for (const file of files.reverse()) {
      const message = await readFile(path.join(outbox, file), 'utf8');
      if (message.toLowerCase().includes(`to: ${email.toLowerCase()}`)) {
        const code = /\b(\d{6})\b/.exec(
          message
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join('\n'),
        )?.[1];
        if (code) return code;
      }
    }
    throw new Error(`no confirmation code mailed to ${email}`);
  }

  // Signs a new user up through the HTTP API, confirms with the mailed code and signs in.
  async function signedInUser(email: string, password = 'correct horse battery') {
    const signUp = await app.inject({
      method: 'POST',
      url: '/auth/sign-up',
      payload: { email, password, name: email.split('@')[0] },
    });
    if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
    const confirm = await app.inject({
      method: 'POST',
      url: '/auth/confirm-sign-up',
      payload: { email, code: await latestCodeFor(email) },
    });
    if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { username: email, password },
    });
    if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
    const body = signIn.json() as { accessToken: string; user: { sub: string } };
    return { accessToken: body.accessToken, userId: body.user.sub, email };
  }

  async function graphql(
    query: string,
    variables: Record<string, unknown> = {},
    auth: { token?: string; apiKey?: string } = {},
  ) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (auth.token) headers.authorization = `Bearer ${auth.token}`;
    if (auth.apiKey) headers['x-api-key'] = auth.apiKey;
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers,
      payload: { query, variables },
    });
    return {
      status: response.statusCode,
      body: response.json() as {
        data?: Record<string, unknown> | null;
        errors?: { message: string; extensions?: { code?: string } }[];
      },
    };
  }

  return {
    app,
    services,
    config,
    secrets,
    database,
    dataDir,
    latestCodeFor,
    signedInUser,
    graphql,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
