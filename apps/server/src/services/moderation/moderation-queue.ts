import { isUuid } from '@reelboard/shared/ids';
import type { ReportReason, ReportTargetType } from '@reelboard/shared/moderation';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { reports } from '../../db/moderation-schema.ts';
import { pageSize } from '../../db/pagination.ts';
import { badInput } from '../../errors.ts';
import { type Actor, requireAdmin } from '../actors.ts';
import { summarize, type TargetSummary } from './moderation-targets.ts';

export type ContentState = 'PUBLISHED' | 'HELD' | 'HIDDEN' | 'GONE';

/** One reported (or held) target with everything its open reports say. */
export type QueueItem = {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  reportCount: number;
  /** The weighted count of people behind the open reports (ADR 0017); the queue ranks by it. */
  weight: number;
  reasons: { reason: ReportReason; count: number }[];
  details: { reason: ReportReason; details: string; createdAt: Date }[];
  firstReportedAt: Date;
  lastReportedAt: Date;
  content: TargetSummary | undefined;
  state: ContentState;
};

type GroupRow = {
  target_type: ReportTargetType;
  target_id: string;
  report_count: number;
  weight: number;
  first_reported_at: string;
  last_reported_at: string;
  reports: { reason: ReportReason; details: string | null; created_at: string }[];
};

const stateOf = (content: TargetSummary | undefined): ContentState => {
  if (!content) return 'GONE';
  if (content.held) return 'HELD';
  return content.hiddenAt || content.authorSuspended ? 'HIDDEN' : 'PUBLISHED';
};

// A page ends at an item; the next starts after its (weight, first report, id).
const cursorSchema = z
  .tuple([z.number(), z.iso.datetime(), z.string().refine(isUuid)])
  .transform(([weight, at, id]) => ({ weight, at: new Date(at), id }));
type QueueCursor = z.output<typeof cursorSchema>;

const encodeCursor = (item: QueueItem) =>
  Buffer.from(JSON.stringify([item.weight, item.firstReportedAt.toISOString(), item.id])).toString(
    'base64url',
  );

function decodeCursor(token: string | null | undefined): QueueCursor | undefined {
  if (!token) return undefined;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: refused below
  }
  throw badInput('Invalid nextToken.');
}

// The admins' queue (ADR 0017): open reports grouped by target, the most weighty first (the
// weighted count of people behind them), then the oldest, so that what many trusted people
// report is decided first, and among equals what has waited longest.
export function createModerationQueue(deps: { db: Database }) {
  const { db } = deps;

  return {
    async list(actor: Actor, args: { limit?: number | null; nextToken?: string | null }) {
      requireAdmin(actor);
      const size = pageSize(args.limit);
      const cursor = decodeCursor(args.nextToken);
      // Descending weight is ascending negated weight, so one row comparison pages all three.
      const after = cursor
        ? sql`having (-max(${reports.targetWeight}), min(${reports.createdAt}), ${reports.targetId}) > (${-cursor.weight}::real, ${cursor.at}::timestamptz, ${cursor.id}::uuid)`
        : sql``;
      const result = await db.execute<GroupRow>(sql`
        select ${reports.targetType} as target_type, ${reports.targetId} as target_id,
          count(*)::int as report_count, max(${reports.targetWeight}) as weight,
          min(${reports.createdAt}) as first_reported_at, max(${reports.createdAt}) as last_reported_at,
          json_agg(json_build_object('reason', ${reports.reason}, 'details', ${reports.details},
            'created_at', ${reports.createdAt}) order by ${reports.createdAt}) as reports
        from ${reports} where ${reports.closedAt} is null
        group by ${reports.targetType}, ${reports.targetId}
        ${after}
        order by max(${reports.targetWeight}) desc, min(${reports.createdAt}), ${reports.targetId}
        limit ${size + 1}`);
      const groups = result.rows;
      const contents = await summarize(
        db,
        groups.map((group) => ({ targetType: group.target_type, targetId: group.target_id })),
      );
      const items = groups.map((group): QueueItem => {
        const content = contents.get(`${group.target_type}:${group.target_id}`);
        const counts = new Map<ReportReason, number>();
        for (const report of group.reports) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
        return {
          id: group.target_id,
          targetType: group.target_type,
          targetId: group.target_id,
          reportCount: group.report_count,
          weight: group.weight,
          reasons: [...counts].map(([reason, count]) => ({ reason, count })),
          details: group.reports.flatMap((report) =>
            report.details
              ? [{ reason: report.reason, details: report.details, createdAt: new Date(report.created_at) }]
              : [],
          ),
          firstReportedAt: new Date(group.first_reported_at),
          lastReportedAt: new Date(group.last_reported_at),
          content,
          state: stateOf(content),
        };
      });
      const page = items.slice(0, size);
      const last = page.at(-1);
      return { items: page, nextToken: items.length > size && last ? encodeCursor(last) : null };
    },
  };
}
