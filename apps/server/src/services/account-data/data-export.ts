import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { DATA_EXPORT_DAYS, type DataExportState } from '@reelboard/shared/account';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import { dataExports } from '../../db/account-data-schema.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { IdentityError } from '../../identity/identity-error.ts';
import { hourly, type JobKind } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createRateLimiter } from '../../ops/rate-limiter.ts';
import { MAX_SIGNED_URL_SECONDS, type Storage } from '../../storage/storage.ts';
import { dataReadyMail } from './data-export-mail.ts';
import { collectAccountData, type LinkOf } from './export-contents.ts';

const DATA_EXPORT_JOB = 'data-export';
const DAY_MS = 86_400_000;

const isAbsolute = (value: string) => /^https?:\/\//i.test(value);

// BigInt columns (none today, but a JSON file must never fail to be written for one) as text.
const json = (value: unknown) =>
  JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item), 2);

/** A ZIP of the files, streamed out as fflate deflates them (ADR 0031). */
function zipOf(files: Record<string, string>): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  for (const [name, content] of Object.entries(files)) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(content), true);
  }
  zip.end();
  return out;
}

// "Download my data" (issue 22, ADR 0031): a request queues a job that gathers the
// person's data as JSON, zips it straight into storage (disk or S3) and tells them by
// e-mail; the settings page shows the state. The file is served only to the person who
// asked, through the signed-in download route, for 7 days; an hourly job removes it then.
// Links to their videos' files inside are signed for the same 7 days.
export function createDataExport(deps: {
  db: Database;
  storage: Storage;
  mailer: Mailer;
  jobs: {
    send(name: string, data: object): Promise<void>;
    register<D extends object>(kind: JobKind<D>): void;
  };
  publicUrl: string;
  now?: () => Date;
  log?: (message: string) => void;
}) {
  const { db, storage } = deps;
  const now = deps.now ?? (() => new Date());
  const limiter = createRateLimiter(db, now);

  const linkOf: LinkOf = async (value) => {
    if (!value) return null;
    if (isAbsolute(value)) return value;
    if (value.startsWith('public/')) return storage.publicUrl(value);
    return storage.signedReadUrl(value, MAX_SIGNED_URL_SECONDS);
  };

  async function newest(userId: string) {
    const [row] = await db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.requestedAt))
      .limit(1);
    return row;
  }

  // The person's data as JSON files in a ZIP: the one archive of "Download my data" and of
  // the admins' export for a legal request (ADR 0041).
  async function zipFor(userId: string): Promise<Readable> {
    const contents = await collectAccountData(db, userId, linkOf);
    return zipOf(Object.fromEntries(Object.entries(contents).map(([name, value]) => [name, json(value)])));
  }

  async function build(data: { exportId: string }): Promise<void> {
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, data.exportId));
    if (!row || row.readyAt) return;
    const key = `exports/${row.userId}/${row.id}.zip`;
    await storage.put(key, await zipFor(row.userId), 'application/zip');
    const readyAt = now();
    const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_DAYS * DAY_MS);
    await db
      .update(dataExports)
      .set({ storageKey: key, readyAt, expiresAt })
      .where(eq(dataExports.id, row.id));
    const user = await db.query.users.findFirst({ where: eq(users.id, row.userId) });
    if (user) await deps.mailer.send(dataReadyMail(user.email, user.name, expiresAt, deps.publicUrl));
  }

  async function removeExpired(): Promise<number> {
    const expired = await db.select().from(dataExports).where(lt(dataExports.expiresAt, now()));
    for (const row of expired) {
      if (row.storageKey) await storage.delete(row.storageKey);
      await db.delete(dataExports).where(eq(dataExports.id, row.id));
    }
    return expired.length;
  }

  deps.jobs.register<{ exportId: string }>({
    name: DATA_EXPORT_JOB,
    run: (data) => build(data),
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 30 * 60,
    gaveUp: async (data) => {
      await db.update(dataExports).set({ failedAt: now() }).where(eq(dataExports.id, data.exportId));
    },
  });
  deps.jobs.register(hourly('data-export-cleanup', 41, 'expired data exports', removeExpired, deps.log));

  async function state(userId: string): Promise<DataExportState> {
    const row = await newest(userId);
    const live = row && !(row.expiresAt && row.expiresAt <= now());
    const status = !live ? 'none' : row.readyAt ? 'ready' : row.failedAt ? 'failed' : 'building';
    return {
      status,
      requestedAt: live ? row.requestedAt.toISOString() : null,
      expiresAt: live ? (row.expiresAt?.toISOString() ?? null) : null,
    };
  }

  return {
    state,
    zipFor,

    /** Queues a new export, unless one is being built; three a day at most. */
    async request(userId: string): Promise<DataExportState> {
      const [building] = await db
        .select({ id: dataExports.id })
        .from(dataExports)
        .where(
          and(eq(dataExports.userId, userId), isNull(dataExports.readyAt), isNull(dataExports.failedAt)),
        );
      if (!building) {
        const claim = await limiter.claim({ key: `data-export:${userId}`, limit: 3, windowMs: DAY_MS });
        if (!claim.allowed)
          throw new IdentityError(
            'LimitExceededException',
            'You can ask for your data 3 times a day. Try again tomorrow.',
          );
        const id = randomUUID();
        await db.insert(dataExports).values({ id, userId, requestedAt: now() });
        await deps.jobs.send(DATA_EXPORT_JOB, { exportId: id });
      }
      return state(userId);
    },

    /** The newest ready export's file, for the person who asked only. */
    async download(userId: string): Promise<{ body: Readable; size: number; fileName: string }> {
      const row = await newest(userId);
      const gone = () =>
        new IdentityError(
          'NotAuthorizedException',
          'There is no data file to download. Ask for a new one.',
          404,
        );
      if (!row?.storageKey || !row.readyAt || !row.expiresAt || row.expiresAt <= now()) throw gone();
      const stored = await storage.get(row.storageKey);
      if (!stored) throw gone();
      return {
        body: stored.body,
        size: stored.object.size,
        fileName: `reelboard-data-${row.readyAt.toISOString().slice(0, 10)}.zip`,
      };
    },
  };
}
