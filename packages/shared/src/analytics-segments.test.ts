import { describe, expect, it } from 'vitest';
import {
  addParts,
  clampSegments,
  mergeSegments,
  partsReached,
  retentionShares,
  watchSeconds,
} from './analytics-segments.ts';

const indexes = (reached: boolean[]) => reached.flatMap((hit, k) => (hit ? [k] : []));

describe('watch seconds', () => {
  it('counts a moment played twice once', () => {
    expect(
      watchSeconds([
        [0, 10],
        [5, 15],
        [20, 25],
      ]),
    ).toBe(20);
    expect(
      mergeSegments([
        [20, 25],
        [0, 10],
        [10, 12],
      ]),
    ).toEqual([
      [0, 12],
      [20, 25],
    ]);
  });

  it('ignores empty and reversed spans', () => {
    expect(
      watchSeconds([
        [5, 5],
        [9, 3],
      ]),
    ).toBe(0);
  });

  it('clamps spans to the measured length', () => {
    expect(
      clampSegments(
        [
          [-2, 3],
          [8, 40],
          [50, 60],
        ],
        10,
      ),
    ).toEqual([
      [0, 3],
      [8, 10],
    ]);
  });
});

describe('twentieths reached', () => {
  it('marks every part a span played some of, the end exclusive', () => {
    // 20 s: each twentieth is one second.
    expect(indexes(partsReached([[0, 5]], 20))).toEqual([0, 1, 2, 3, 4]);
    expect(indexes(partsReached([[4.5, 5.5]], 20))).toEqual([4, 5]);
    expect(indexes(partsReached([[0, 20]], 20))).toHaveLength(20);
  });

  it('leaves parts skipped by a seek unreached', () => {
    expect(
      indexes(
        partsReached(
          [
            [0, 2],
            [18, 30],
          ],
          20,
        ),
      ),
    ).toEqual([0, 1, 18, 19]);
  });

  it('reaches nothing without a length', () => {
    expect(indexes(partsReached([[0, 5]], 0))).toEqual([]);
  });

  it('turns counts into shares of views, [] without views', () => {
    const counts = addParts(
      addParts(Array(20).fill(0), partsReached([[0, 20]], 20)),
      partsReached([[0, 10]], 20),
    );
    const shares = retentionShares(counts, 2);
    expect(shares[0]).toBe(1);
    expect(shares[9]).toBe(1);
    expect(shares[10]).toBe(0.5);
    expect(retentionShares(counts, 0)).toEqual([]);
  });
});
