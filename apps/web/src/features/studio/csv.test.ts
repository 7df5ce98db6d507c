import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';
import { dailyCsv, formatWatchTime, periodOf, retentionCsv, trafficCsv } from './figures';

describe('CSV', () => {
  it('quotes text with quotes, commas and line breaks, and leaves plain text and numbers alone', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(
      toCsv([
        ['day', 'views'],
        ['2026-11-26', 3],
      ]),
    ).toBe('day,views\r\n2026-11-26,3\r\n');
  });
});

const figures = {
  from: '2026-11-25',
  to: '2026-11-26',
  views: 3,
  uniqueViewers: 3,
  watchSeconds: 30.04,
  averageViewSeconds: 10.01,
  days: [
    { day: '2026-11-25', views: 0, uniqueViewers: 0, watchSeconds: 0 },
    { day: '2026-11-26', views: 3, uniqueViewers: 3, watchSeconds: 30.04 },
  ],
  retention: Array.from({ length: 20 }, (_, part) => (part < 10 ? 1 : 1 / 3)),
  trafficSources: [
    { source: 'HOME' as const, views: 2 },
    { source: 'EXTERNAL' as const, views: 1 },
  ],
  likes: 0,
  dislikes: 0,
  comments: 0,
  saves: 0,
  shares: 0,
  cartAdds: 0,
  attributedOrders: 0,
  revenueCents: 0,
};

describe('figures', () => {
  it('exports the daily series, retention and traffic sources', () => {
    expect(toCsv(dailyCsv(figures))).toBe(
      'day,views,unique viewers,watch seconds\r\n2026-11-25,0,0,0\r\n2026-11-26,3,3,30\r\n',
    );
    const retention = retentionCsv(figures);
    expect(retention[1]).toEqual([0, 1]);
    expect(retention[20]).toEqual([95, 0.3333]);
    expect(trafficCsv(figures)).toEqual([
      ['source', 'views'],
      ['home', 2],
      ['external', 1],
    ]);
  });

  it('names periods of whole UTC days ending today', () => {
    expect(periodOf(7, new Date('2026-11-26T23:30:00Z'))).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(periodOf(365, new Date('2026-03-01T00:00:00Z'))).toEqual({ from: '2025-03-02', to: '2026-03-01' });
  });

  it('writes watch time in hours, minutes and seconds', () => {
    expect(formatWatchTime(12.4)).toBe('12 s');
    expect(formatWatchTime(200)).toBe('3 min 20 s');
    expect(formatWatchTime(3900)).toBe('1 h 5 min');
  });
});
