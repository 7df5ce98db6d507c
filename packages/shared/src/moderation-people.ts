// Who stands behind a target's open reports, counted as people (ADR 0017, "Automatic hold").
// Reporter keys alone are cheap: a fresh account or another address makes a new one. So the
// reports are grouped into people by the accounts and addresses they share, and each person
// weighs by the most trustworthy way they reported.

const DAY_MS = 24 * 60 * 60 * 1000;

/** An account this old when it reports, and confirmed, is established. */
export const ESTABLISHED_ACCOUNT_AGE_MS = DAY_MS;

/** How long an account seen on an address (sign-in, session refresh) links the two. */
export const SEEN_RECENTLY_MS = 30 * DAY_MS;

export type ReporterKind = 'established' | 'young' | 'anonymous';

/**
 * What one person counts for. A young or unconfirmed account costs an email address, a
 * signed-out report only an address: they count, less, and never hold anything alone.
 */
export const REPORTER_WEIGHTS: Record<ReporterKind, number> = { established: 1, young: 0.5, anonymous: 0.25 };

export type ReportingAccount = { id: string; createdAt: Date; confirmed: boolean };

/**
 * An open report. addressKey is the keyed hash of the address it came from (signed in or
 * not); only reports by accounts from before it was kept lack one.
 */
export type FiledReport =
  | { account: ReportingAccount; addressKey: string | null; reportedAt: Date }
  | { account: null; addressKey: string; reportedAt: Date };

/** An account seen on an address within SEEN_RECENTLY_MS. */
export type Sighting = { userId: string; addressKey: string };

/** people: distinct people; weight: their weights summed; established: people who weigh 1. */
export type PeopleTally = { people: number; weight: number; established: number };

export function reporterKind(report: FiledReport): ReporterKind {
  if (!report.account) return 'anonymous';
  const age = report.reportedAt.getTime() - report.account.createdAt.getTime();
  return report.account.confirmed && age >= ESTABLISHED_ACCOUNT_AGE_MS ? 'established' : 'young';
}

const accountNode = (userId: string) => `user:${userId}`;

/** The graph nodes a report stands on: its account, its address, or both. */
const nodesOf = (report: FiledReport): [string, ...string[]] => {
  if (!report.account) return [report.addressKey];
  const account = accountNode(report.account.id);
  return report.addressKey ? [account, report.addressKey] : [account];
};

/** Connected components over account and address nodes (union-find with path halving). */
function components() {
  const parent = new Map<string, string>();
  const root = (node: string): string => {
    let current = node;
    let up = parent.get(current);
    while (up !== undefined) {
      const grand = parent.get(up) ?? up;
      parent.set(current, grand);
      current = grand;
      up = parent.get(current);
    }
    return current;
  };
  const link = (a: string, b: string) => {
    const [rootA, rootB] = [root(a), root(b)];
    if (rootA !== rootB) parent.set(rootA, rootB);
  };
  return { root, link };
}

/**
 * The reports grouped into people: two reports are one person when a chain of links joins
 * them, a link being an account and an address that one report came from, or an account
 * seen on an address (the sightings given).
 */
function groupIntoPeople(reports: FiledReport[], sightings: Sighting[]): FiledReport[][] {
  const graph = components();
  for (const report of reports) {
    const [first, ...others] = nodesOf(report);
    for (const other of others) graph.link(first, other);
  }
  for (const sighting of sightings) graph.link(accountNode(sighting.userId), sighting.addressKey);
  const people = new Map<string, FiledReport[]>();
  for (const report of reports) {
    const person = graph.root(nodesOf(report)[0]);
    people.set(person, [...(people.get(person) ?? []), report]);
  }
  return [...people.values()];
}

/** A person weighs by their most trustworthy report: an established account makes them 1. */
const weightOf = (person: FiledReport[]) =>
  Math.max(...person.map((report) => REPORTER_WEIGHTS[reporterKind(report)]));

export function tallyPeople(reports: FiledReport[], sightings: Sighting[]): PeopleTally {
  const weights = groupIntoPeople(reports, sightings).map(weightOf);
  return {
    people: weights.length,
    weight: weights.reduce((sum, weight) => sum + weight, 0),
    established: weights.filter((weight) => weight === REPORTER_WEIGHTS.established).length,
  };
}

/**
 * The automatic hold: the people's weights reach the threshold, and at least one of them is
 * an established account, so that signed-out visitors and fresh accounts alone never hide
 * anything (their reports still wait in the queue, ranked by weight).
 */
export function holdsContent(tally: PeopleTally, threshold: number): boolean {
  return tally.established > 0 && tally.weight >= threshold;
}
