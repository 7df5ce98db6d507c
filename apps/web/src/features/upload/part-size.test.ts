import { describe, expect, it } from 'vitest';
import { isMultipart, MAX_PARTS, MIN_PART_BYTES, partSize } from './part-size';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

describe('partSize', () => {
  it('uses 5 MiB parts while that keeps 10,000 parts or fewer', () => {
    expect(partSize(1)).toBe(5 * MiB);
    expect(partSize(100 * MiB)).toBe(5 * MiB);
    expect(partSize(MAX_PARTS * MIN_PART_BYTES)).toBe(5 * MiB);
  });

  it('doubles the part size as soon as 5 MiB parts would need more than 10,000 parts', () => {
    expect(partSize(MAX_PARTS * MIN_PART_BYTES + 1)).toBe(10 * MiB);
    expect(partSize(2 * MAX_PARTS * MIN_PART_BYTES)).toBe(10 * MiB);
    expect(partSize(2 * MAX_PARTS * MIN_PART_BYTES + 1)).toBe(20 * MiB);
  });

  it('keeps every size up to 5 TB within 10,000 parts with the smallest doubled size', () => {
    for (const bytes of [49 * GiB, 97 * GiB, 500 * GiB, 5 * 1024 * GiB]) {
      const size = partSize(bytes);
      expect(Math.ceil(bytes / size)).toBeLessThanOrEqual(MAX_PARTS);
      expect(Math.ceil(bytes / (size / 2))).toBeGreaterThan(MAX_PARTS);
      expect(Math.log2(size / MIN_PART_BYTES) % 1).toBe(0);
    }
  });
});

describe('isMultipart', () => {
  it('splits only files over 5 MiB', () => {
    expect(isMultipart(MIN_PART_BYTES)).toBe(false);
    expect(isMultipart(MIN_PART_BYTES + 1)).toBe(true);
  });
});
