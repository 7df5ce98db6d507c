import type { BackupService } from '../services/backups/backup-service.ts';

export const BACKUP_USAGE = 'reelboard backup [DEST]';

/** `reelboard backup [DEST]`: one backup of the running site, recorded as a run. */
export async function backupSite(
  backups: BackupService,
  args: string[],
  io: { out: (line: string) => void },
): Promise<void> {
  if (args.length > 1 || args[0]?.startsWith('-')) throw new Error(`Usage: ${BACKUP_USAGE}`);
  const result = await backups.run('cli', args[0], io.out);
  io.out(`Backup written to ${result.location} (${result.objects} stored objects, ${result.bytes} bytes)`);
}
