// Periods of analytics (issue 26, ADR 0037): whole UTC days, from and to included.

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A period is at most this many days. */
export const MAX_PERIOD_DAYS = 366;
/** Without from and to, the last 28 days up to today. */
export const DEFAULT_PERIOD_DAYS = 28;

export const periodMessages = {
  badDay: 'Dates must be YYYY-MM-DD.',
  order: 'The start of the period must not be after its end.',
  tooLong: `A period is at most ${MAX_PERIOD_DAYS} days.`,
};

/** 'YYYY-MM-DD' of a moment, in UTC. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** Midnight UTC of a 'YYYY-MM-DD' day, or undefined when it is not a real date. */
export function parseDay(day: string): Date | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dayOf(at) === day ? at : undefined;
}

export const addDays = (day: string, days: number): string =>
  dayOf(new Date((parseDay(day)?.getTime() ?? Number.NaN) + days * DAY_MS));

export type Period = { from: string; to: string };

/**
 * The period asked for: each end defaults from the other (or today) so that the period is
 * 28 days; answers an error message for a malformed, reversed or too long one.
 */
export function resolvePeriod(
  asked: { from?: string | null; to?: string | null },
  today: Date,
): Period | { error: string } {
  const given = [asked.from, asked.to].filter((day): day is string => Boolean(day));
  if (given.some((day) => !parseDay(day))) return { error: periodMessages.badDay };
  const to = asked.to || (asked.from ? addDays(asked.from, DEFAULT_PERIOD_DAYS - 1) : dayOf(today));
  const from = asked.from || addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  if (from > to) return { error: periodMessages.order };
  if (daysBetween(from, to) > MAX_PERIOD_DAYS) return { error: periodMessages.tooLong };
  return { from, to };
}

/** Days in [from, to], both included. */
export const daysBetween = (from: string, to: string): number =>
  Math.round(((parseDay(to)?.getTime() ?? 0) - (parseDay(from)?.getTime() ?? 0)) / DAY_MS) + 1;

/**
 * One entry per day of the period, in order: the days that have figures keep them, the
 * others get `empty(day)` (zeros), so a chart has no gaps.
 */
export function fillDays<Row extends { day: string }>(
  period: Period,
  rows: readonly Row[],
  empty: (day: string) => Row,
): Row[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: daysBetween(period.from, period.to) }, (_, index) => {
    const day = addDays(period.from, index);
    return byDay.get(day) ?? empty(day);
  });
}
