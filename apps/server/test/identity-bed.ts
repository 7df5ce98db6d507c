import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCapturingMailer, createFakeClock } from '../src/identity/test-helpers.ts';
import { createIdentityService } from '../src/services/identity/identity-service.ts';
import { createProfileService } from '../src/services/profiles/profile-service.ts';
import { createLocalDiskStorage } from '../src/storage/local-disk-storage.ts';
import { createTestDatabase } from './database.ts';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

type IdentityOptions = Parameters<typeof createIdentityService>[0];

/**
 * The identity service as the identity tests use it: over a fresh database and a storage
 * folder of its own, mailing into a capturing mailer, its time from a clock that moves only
 * when told (unless `realTime`, for tests that talk to a real provider).
 */
export async function createIdentityBed(options: {
  label: string;
  publicUrl?: string;
  realTime?: boolean;
  overrides?: Partial<IdentityOptions>;
}) {
  const database = await createTestDatabase();
  const clock = createFakeClock();
  const mailer = createCapturingMailer();
  const storageDir = await mkdtemp(path.join(tmpdir(), `reelboard-${options.label}-`));
  const storage = createLocalDiskStorage({
    rootDir: storageDir,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    secret: TEST_SECRET,
  });
  const profiles = createProfileService({ db: database.db, storage });
  const identityWith = (overrides: Partial<IdentityOptions> = {}) =>
    createIdentityService({
      db: database.db,
      mailer,
      profiles,
      storage,
      authSecret: TEST_SECRET,
      visitorSecret: TEST_SECRET,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      ...(options.realTime ? {} : { now: clock.now }),
      ...options.overrides,
      ...overrides,
    });
  return {
    database,
    clock,
    mailer,
    profiles,
    identity: identityWith(),
    /** A second service over the same database, e.g. with another signing secret. */
    identityWith,
    async close() {
      await database.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

/** A promise's error as { name, message }, or a 'no error' marker when it resolves. */
export const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ name: 'no error', message: '' }),
    (error: Error) => ({ name: error.name, message: error.message }),
  );

export type IdentityBed = Awaited<ReturnType<typeof createIdentityBed>>;
