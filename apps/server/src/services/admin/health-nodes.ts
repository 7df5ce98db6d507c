import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { promisify } from 'node:util';
import { desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { NODE_UP_MS, nodeHeartbeats } from '../../db/health-schema.ts';

export type NodeRole = (typeof nodeHeartbeats.$inferInsert)['role'];
export type NodeRow = typeof nodeHeartbeats.$inferSelect;

const HEARTBEAT_MS = 15_000;
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/**
 * This process in node_heartbeats (ADR 0041): a row written at start and every 15 seconds,
 * on an unref'd timer that never keeps the process alive; stop() clears it and deletes the
 * row, so a node shut down cleanly leaves the list at once and one that died within a minute.
 */
export function createNodeHeartbeat(deps: {
  db: Database;
  role: NodeRole;
  version?: string;
  intervalMs?: number;
  now?: () => Date;
  log?: (message: string) => void;
}) {
  const id = randomUUID();
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let startedAt: Date | undefined;

  async function beat(version: string): Promise<void> {
    const at = now();
    startedAt ??= at;
    await deps.db
      .insert(nodeHeartbeats)
      .values({
        id,
        role: deps.role,
        hostname: hostname(),
        pid: process.pid,
        version,
        startedAt,
        lastBeatAt: at,
      })
      .onConflictDoUpdate({ target: nodeHeartbeats.id, set: { lastBeatAt: at } });
  }

  return {
    id,
    async start(): Promise<void> {
      if (timer) return;
      const version = deps.version ?? (await runningVersion());
      await beat(version);
      timer = setInterval(() => {
        beat(version).catch((error: Error) => deps.log?.(`heartbeat failed: ${error.message}`));
      }, deps.intervalMs ?? HEARTBEAT_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (!timer) return;
      clearInterval(timer);
      timer = undefined;
      await deps.db.delete(nodeHeartbeats).where(eq(nodeHeartbeats.id, id));
    },
  };
}

/** The nodes that beat within the last minute, newest start first. */
export function nodesUp(db: Database, now: Date): Promise<NodeRow[]> {
  return db
    .select()
    .from(nodeHeartbeats)
    .where(gt(nodeHeartbeats.lastBeatAt, new Date(now.getTime() - NODE_UP_MS)))
    .orderBy(desc(nodeHeartbeats.startedAt));
}

/** Rows of processes that died without stopping, a day after their last beat. */
export async function forgetDeadNodes(db: Database, now: Date): Promise<void> {
  await db
    .delete(nodeHeartbeats)
    .where(lt(nodeHeartbeats.lastBeatAt, new Date(now.getTime() - FORGET_AFTER_MS)));
}

// The release this process runs: `git describe` of its checkout when there is one (a clone),
// else the server package's version, else "unknown" (an image built without either).
async function runningVersion(): Promise<string> {
  const here = new URL('.', import.meta.url).pathname;
  try {
    const { stdout } = await promisify(execFile)('git', ['describe', '--tags', '--always', '--dirty'], {
      cwd: here,
      timeout: 2000,
    });
    if (stdout.trim()) return stdout.trim().slice(0, 100);
  } catch {
    // No git, or not a checkout: the package's version below.
  }
  try {
    const pkg = JSON.parse(await readFile(new URL('../../../package.json', import.meta.url), 'utf8'));
    if (typeof pkg.version === 'string') return pkg.version;
  } catch {
    // No package.json beside the sources.
  }
  return 'unknown';
}
