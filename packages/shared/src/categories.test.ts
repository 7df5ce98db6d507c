import { describe, expect, it } from 'vitest';
import { mapExternalCategory, parseVideoCategory } from './categories.ts';

describe('mapExternalCategory', () => {
  it('maps the four external labels of the spec', () => {
    expect(mapExternalCategory('Business & IT Services')).toBe('Business');
    expect(mapExternalCategory('Relationships & Lifestyle')).toBe('Lifestyle');
    expect(mapExternalCategory('Creative Arts & Design')).toBe('Beauty');
    expect(mapExternalCategory('Innovative Tech Projects')).toBe('Innovation');
  });

  it('tolerates surrounding spaces', () => {
    expect(mapExternalCategory('  Creative Arts & Design ')).toBe('Beauty');
  });

  it('maps anything else to Innovation', () => {
    for (const other of ['Business', 'Beauty & Arts', 'cooking', '', undefined, null, 42, {}]) {
      expect(mapExternalCategory(other)).toBe('Innovation');
    }
  });
});

describe('parseVideoCategory', () => {
  it('accepts the categories in any case', () => {
    expect(parseVideoCategory('business')).toBe('Business');
    expect(parseVideoCategory(' LIFESTYLE ')).toBe('Lifestyle');
    expect(parseVideoCategory('Beauty')).toBe('Beauty');
    expect(parseVideoCategory('innovation')).toBe('Innovation');
  });

  it('rejects anything else', () => {
    expect(parseVideoCategory('Beauty & Arts')).toBeUndefined();
    expect(parseVideoCategory('')).toBeUndefined();
    expect(parseVideoCategory('tech')).toBeUndefined();
  });
});
