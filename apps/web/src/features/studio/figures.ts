import { addDays, dayOf } from '@reelboard/shared/analytics-days';
import { formatPrice } from '../../lib/money';
import type { AnalyticsFigures } from './api/analytics';
import type { CsvCell } from './csv';

// The studio's periods, and its figures as text and as CSV rows (issue 26).

export const PERIOD_DAYS = [7, 28, 90, 365] as const;
export type PeriodDays = (typeof PERIOD_DAYS)[number];

/** The last `days` whole UTC days, today included. */
export function periodOf(days: PeriodDays, today: Date): { from: string; to: string } {
  const to = dayOf(today);
  return { from: addDays(to, -(days - 1)), to };
}

/** "1 h 5 min", "3 min 20 s", "12 s". */
export function formatWatchTime(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  if (hours > 0) return `${hours.toLocaleString('en-US')} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min ${whole % 60} s`;
  return `${whole} s`;
}

export const formatShare = (share: number) => `${Math.round(share * 100)}%`;

export const formatRevenue = (cents: number) => formatPrice(cents, true);

export const TRAFFIC_SOURCE_NAMES: Record<AnalyticsFigures['trafficSources'][number]['source'], string> = {
  HOME: 'Home and browsing',
  SHORTS: 'Shorts',
  SEARCH: 'Search',
  CREATOR: 'Creator page',
  PLAYLIST: 'Playlists',
  EXTERNAL: 'External and direct',
};

/** The retention curve's points: where in the video (start of each twentieth) and the share. */
export const retentionPoints = (retention: readonly number[]) =>
  retention.map((share, part) => ({ at: (part * 100) / retention.length, share }));

export const dailyCsv = (figures: AnalyticsFigures): CsvCell[][] => [
  ['day', 'views', 'unique viewers', 'watch seconds'],
  ...figures.days.map((day) => [
    day.day,
    day.views,
    day.uniqueViewers,
    Math.round(day.watchSeconds * 10) / 10,
  ]),
];

export const retentionCsv = (figures: AnalyticsFigures): CsvCell[][] => [
  ['position (% of the video)', 'share of views still watching'],
  ...retentionPoints(figures.retention).map(({ at, share }) => [at, Math.round(share * 10_000) / 10_000]),
];

export const trafficCsv = (figures: AnalyticsFigures): CsvCell[][] => [
  ['source', 'views'],
  ...figures.trafficSources.map(({ source, views }) => [source.toLowerCase(), views]),
];
