import { expect, it } from 'vitest';
import { addDays, fillDays, periodMessages, resolvePeriod } from './analytics-days.ts';

const today = new Date('2026-11-26T15:00:00Z');

it('defaults to the last 28 days up to today', () => {
  expect(resolvePeriod({}, today)).toEqual({ from: '2026-10-30', to: '2026-11-26' });
  expect(resolvePeriod({ from: '2026-01-01' }, today)).toEqual({ from: '2026-01-01', to: '2026-01-28' });
});

it('refuses malformed, reversed and too long periods', () => {
  expect(resolvePeriod({ from: '2026-02-30' }, today)).toEqual({ error: periodMessages.badDay });
  expect(resolvePeriod({ from: '2026-05-02', to: '2026-05-01' }, today)).toEqual({
    error: periodMessages.order,
  });
  expect(resolvePeriod({ from: '2024-12-31', to: '2026-01-01' }, today)).toEqual({
    error: periodMessages.tooLong,
  });
  expect(resolvePeriod({ from: '2025-01-01', to: '2026-01-01' }, today)).toEqual({
    from: '2025-01-01',
    to: '2026-01-01',
  });
  expect(resolvePeriod({ from: '2025-01-01', to: '2025-12-31' }, today)).toEqual({
    from: '2025-01-01',
    to: '2025-12-31',
  });
});

it('fills the days without figures with zeros, in order', () => {
  const days = fillDays(
    { from: '2026-02-27', to: '2026-03-02' },
    [{ day: '2026-03-01', views: 3 }],
    (day) => ({ day, views: 0 }),
  );
  expect(days).toEqual([
    { day: '2026-02-27', views: 0 },
    { day: '2026-02-28', views: 0 },
    { day: '2026-03-01', views: 3 },
    { day: '2026-03-02', views: 0 },
  ]);
  expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
});
