import type { Config } from '../config.ts';

export const RESTORE_USAGE = 'reelboard restore SOURCE [--force]';

export function parseRestoreArgs(args: string[]): { source: string; force: boolean } {
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  const [source] = rest;
  if (rest.length !== 1 || !source || source.startsWith('-')) throw new Error(`Usage: ${RESTORE_USAGE}`);
  return { source, force };
}

/**
 * `reelboard restore SOURCE [--force]`: the site in a backup onto this DATA_DIR (or
 * DATABASE_URL and the S3 bucket). It reads the configuration only: opening the site the
 * usual way would create secrets and a database before the backup's are in place.
 */
export async function restoreSite(
  config: Config,
  args: { source: string; force: boolean },
  io: { out: (line: string) => void },
): Promise<void> {
  const { restoreBackup } = await import('../services/backups/restore-backup.ts');
  const result = await restoreBackup(config, args.source, { force: args.force, log: io.out });
  io.out(`Restored ${result.location} (${result.objects} stored objects). Start the server as usual.`);
}
