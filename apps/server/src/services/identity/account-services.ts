import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobKind } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createRateLimiter } from '../../ops/rate-limiter.ts';
import type { Secrets } from '../../secrets.ts';
import type { Storage } from '../../storage/storage.ts';
import { createDataExport } from '../account-data/data-export.ts';
import { createAccountChanges } from './account-changes.ts';
import type { ActorCache } from './actor-cache.ts';
import { createDevices } from './devices.ts';
import { createPasswordReset } from './password-reset.ts';

// A person's own account (issue 22, ADR 0031): the password reset, password and e-mail
// changes and the devices list beside the identity service, and "Download my data".
export function createAccountServices(deps: {
  config: Pick<Config, 'publicUrl'>;
  secrets: Pick<Secrets, 'authSecret'>;
  db: Database;
  mailer: Mailer;
  jobs: {
    send(name: string, data: object): Promise<void>;
    register<D extends object>(kind: JobKind<D>): void;
  };
  storage: Storage;
  actors?: ActorCache;
  log?: (message: string) => void;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const limiter = createRateLimiter(deps.db, now);
  const shared = {
    ...deps,
    limiter,
    now,
    authSecret: deps.secrets.authSecret,
    publicUrl: deps.config.publicUrl,
  };
  const passwordReset = createPasswordReset(shared);
  deps.jobs.register(passwordReset.job);
  return {
    account: {
      passwordReset,
      changes: createAccountChanges(shared),
      devices: createDevices(shared),
    },
    dataExport: createDataExport(shared),
  };
}
