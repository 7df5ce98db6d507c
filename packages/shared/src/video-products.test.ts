import { describe, expect, it } from 'vitest';
import {
  MAX_VIDEO_PRODUCTS,
  toggleVideoProduct,
  videoProductMessages,
  videoProductsProblem,
} from './video-products.ts';

describe('videoProductsProblem', () => {
  it('accepts none up to three distinct products', () => {
    expect(MAX_VIDEO_PRODUCTS).toBe(3);
    expect(videoProductsProblem([])).toBeUndefined();
    expect(videoProductsProblem(['a', 'b', 'c'])).toBeUndefined();
  });

  it('refuses a fourth product and the same product twice', () => {
    expect(videoProductsProblem(['a', 'b', 'c', 'd'])).toBe(videoProductMessages.tooMany);
    expect(videoProductsProblem(['a', 'a'])).toBe(videoProductMessages.duplicate);
  });
});

describe('toggleVideoProduct', () => {
  it('adds in click order up to three and takes a chosen one out', () => {
    expect(toggleVideoProduct([], 'a')).toEqual(['a']);
    expect(toggleVideoProduct(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleVideoProduct(['a', 'b', 'c'], 'd')).toEqual(['a', 'b', 'c']);
    expect(toggleVideoProduct(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});
