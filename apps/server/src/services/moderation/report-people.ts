import {
  type FiledReport,
  type PeopleTally,
  SEEN_RECENTLY_MS,
  type Sighting,
  tallyPeople,
} from '@reelboard/shared/moderation-people';
import { and, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reports } from '../../db/moderation-schema.ts';
import { accountAddresses, users } from '../../db/schema.ts';
import type { Key } from './moderation-targets.ts';

type Reader = Pick<Database, 'select'>;

/** The target's open reports filed by people: the system's holds are not a person. */
export const openReportsByPeople = (key: Key) =>
  and(
    eq(reports.targetType, key.targetType),
    eq(reports.targetId, key.targetId),
    isNull(reports.closedAt),
    ne(reports.reporter, 'system'),
  );

// 'user:<id>' names an account; the case keeps the cast away from other reporters.
const reportingUserId = sql`case when ${reports.reporter} like 'user:%' then substr(${reports.reporter}, 6)::uuid end`;

async function openReports(db: Reader, key: Key): Promise<FiledReport[]> {
  const rows = await db
    .select({
      addressKey: reports.addressKey,
      reportedAt: reports.createdAt,
      userId: users.id,
      createdAt: users.createdAt,
      confirmed: users.emailVerified,
    })
    .from(reports)
    .leftJoin(users, eq(users.id, reportingUserId))
    .where(openReportsByPeople(key));
  // An account gone since, on a report from before addresses were kept, leaves nobody to count.
  return rows.flatMap(({ addressKey, reportedAt, userId, createdAt, confirmed }): FiledReport[] => {
    if (userId && createdAt && confirmed !== null) {
      return [{ account: { id: userId, createdAt, confirmed }, addressKey, reportedAt }];
    }
    return addressKey ? [{ account: null, addressKey, reportedAt }] : [];
  });
}

/** Recent sightings of the reporting accounts, and of any account on the reporting addresses. */
async function sightingsAround(db: Reader, filed: FiledReport[], at: Date): Promise<Sighting[]> {
  if (filed.length === 0) return [];
  const userIds = filed.flatMap((report) => (report.account ? [report.account.id] : []));
  const addressKeys = filed.flatMap((report) => (report.addressKey ? [report.addressKey] : []));
  return db
    .select({ userId: accountAddresses.userId, addressKey: accountAddresses.addressKey })
    .from(accountAddresses)
    .where(
      and(
        gte(accountAddresses.lastSeenAt, new Date(at.getTime() - SEEN_RECENTLY_MS)),
        or(inArray(accountAddresses.userId, userIds), inArray(accountAddresses.addressKey, addressKeys)),
      ),
    );
}

/** The people behind the target's open reports as ADR 0017 counts them, at `at`. */
export async function tallyOpenReports(db: Reader, key: Key, at: Date): Promise<PeopleTally> {
  const filed = await openReports(db, key);
  return tallyPeople(filed, await sightingsAround(db, filed, at));
}
