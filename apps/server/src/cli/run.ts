import type { Config } from '../config.ts';
import { createNodeHeartbeat } from '../services/admin/health-nodes.ts';
import type { SeedContext } from '../services/seeder.ts';
import { runSeeders } from '../services/seeders.ts';
import type { LocalDiskStorage } from '../storage/local-disk-storage.ts';
import type { Storage } from '../storage/storage.ts';
import { BACKUP_USAGE, backupSite } from './backup.ts';
import { parseRestoreArgs, RESTORE_USAGE, restoreSite } from './restore.ts';
import { migrateStorage, STORAGE_MIGRATE_USAGE } from './storage-migrate.ts';
import { parseUserLevelArgs, setUserLevel, USER_LEVEL_USAGE } from './user-level.ts';

export const USAGE = `Usage: reelboard <command>

Commands:
  migrate    apply the database migrations
  seed       add the built-in content (safe to run again)
  worker     process uploaded videos (HLS, MP4, thumbnail) until stopped with Ctrl-C
  ${USER_LEVEL_USAGE.replace('reelboard ', '')}
             set a user's level
  ${STORAGE_MIGRATE_USAGE.replace('reelboard ', '')}
             copy every stored file from DATA_DIR/storage to the S3_BUCKET (safe to run
             again; an interrupted run continues where it stopped)
  ${BACKUP_USAGE.replace('reelboard ', '')}
             back up the database, stored files and secrets to a folder or
             s3://bucket/prefix (default BACKUP_DESTINATION, else DATA_DIR/backups)
  ${RESTORE_USAGE.replace('reelboard ', '')}
             bring a backup back onto an empty DATA_DIR (or DATABASE_URL and bucket);
             --force replaces a site that is there
  help       show this help

Settings come from the same environment variables as the server (DATA_DIR, DATABASE_URL, ...).
With the embedded database, the CLI uses the server's PostgreSQL when the server runs and
starts its own otherwise.`;

export type CliContext = SeedContext & { close: () => Promise<void> };

export type CliDeps = {
  /** Opens the database (running the migrations) and builds the services. */
  open: () => Promise<CliContext>;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Resolves when the process is asked to stop (SIGINT/SIGTERM); for long-running commands. */
  untilStopped: () => Promise<void>;
  /** The local disk under DATA_DIR and the configured S3 store; throws without S3_BUCKET. */
  openStorageMove: () => Promise<{ from: LocalDiskStorage; to: Storage }>;
  /** A line that replaces the previous progress line. */
  progress: (line: string) => void;
  /** The configuration alone, for `restore`, which must not open the site first. */
  config: () => Promise<Config>;
};

// The commands, apart from the process around them (main.ts), so that tests can run them
// against a test database. Answers the exit code; errors become one line, never a stack.
export async function runCli(args: string[], deps: CliDeps): Promise<number> {
  const [command, ...rest] = args;
  try {
    switch (command) {
      case 'migrate':
        await withContext(deps, async () => deps.out('Migrations applied'));
        return 0;
      case 'seed':
        await withContext(deps, (context) => runSeeders(context, deps.out));
        return 0;
      case 'worker':
        await withContext(deps, async (context) => {
          await context.services.jobs.startWorker();
          // This worker on /admin/health while it runs (ADR 0041).
          const heartbeat = createNodeHeartbeat({ db: context.db, role: 'worker' });
          await heartbeat.start();
          deps.out('Video worker running; Ctrl-C stops it');
          await deps.untilStopped();
          await heartbeat.stop();
          await context.services.jobs.stop();
        });
        return 0;
      case 'user': {
        if (rest[0] !== 'level') throw new Error(`Usage: ${USER_LEVEL_USAGE}`);
        // Checked before the database opens, so a typo answers at once.
        const { email, level } = parseUserLevelArgs(rest.slice(1));
        await withContext(deps, async (context) => {
          // The profile service declares the change: every node forgets its creator lists.
          deps.out(await setUserLevel(context.services.profiles, email, level));
        });
        return 0;
      }
      case 'storage': {
        if (rest[0] !== 'migrate' || rest.length > 1) throw new Error(`Usage: ${STORAGE_MIGRATE_USAGE}`);
        const stop = new AbortController();
        void deps.untilStopped().then(() => stop.abort());
        return await migrateStorage(await deps.openStorageMove(), {
          out: deps.out,
          progress: deps.progress,
          signal: stop.signal,
        });
      }
      case 'backup':
        await withContext(deps, (context) => backupSite(context.services.backups, rest, deps));
        return 0;
      case 'restore': {
        const parsed = parseRestoreArgs(rest);
        await restoreSite(await deps.config(), parsed, deps);
        return 0;
      }
      case 'help':
      case '--help':
      case '-h':
        deps.out(USAGE);
        return 0;
      default:
        deps.err(command === undefined ? USAGE : `Unknown command: ${command}\n\n${USAGE}`);
        return 1;
    }
  } catch (error) {
    deps.err(`reelboard: ${oneLine(error)}`);
    return 1;
  }
}

async function withContext(deps: CliDeps, run: (context: CliContext) => Promise<void>) {
  const context = await deps.open();
  try {
    await run(context);
  } finally {
    await context.close();
  }
}

// Configuration errors list one variable per line; the CLI answers in one.
function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
}
