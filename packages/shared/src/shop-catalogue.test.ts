import { describe, expect, it } from 'vitest';
import {
  isSoldOut,
  parsePriceCents,
  parseStock,
  productInputSchema,
  productSoldOut,
} from './shop-catalogue.ts';

const valid = {
  name: 'Mug',
  description: 'A mug.',
  priceCents: 1299,
  category: 'Accessories',
  subcategory: null,
  images: [],
  donation: false,
  stock: 3,
  variants: [],
};

describe('parsePriceCents', () => {
  it('reads dollars with up to two decimals as cents', () => {
    expect(parsePriceCents('19.99')).toBe(1999);
    expect(parsePriceCents('5')).toBe(500);
    expect(parsePriceCents('5.5')).toBe(550);
    expect(parsePriceCents(' 0.07 ')).toBe(7);
  });

  it('refuses negative, non-numeric and over-precise prices', () => {
    for (const bad of ['-1', 'abc', '', '19.999', '1e3', '1,5', '12345678'])
      expect(parsePriceCents(bad)).toBeUndefined();
  });
});

describe('parseStock', () => {
  it('reads empty as unlimited and whole numbers as counts', () => {
    expect(parseStock('')).toBeNull();
    expect(parseStock('0')).toBe(0);
    expect(parseStock('12')).toBe(12);
  });

  it('refuses negative, fractional and non-numeric stock', () => {
    for (const bad of ['-1', '1.5', 'x']) expect(parseStock(bad)).toBeUndefined();
  });
});

describe('sold out', () => {
  it('is a count below one; unlimited never sells out', () => {
    expect(isSoldOut(0)).toBe(true);
    expect(isSoldOut(1)).toBe(false);
    expect(isSoldOut(null)).toBe(false);
  });

  it('a product with variants is sold out once all of them are', () => {
    expect(productSoldOut(5, [{ stock: 0 }, { stock: 0 }])).toBe(true);
    expect(productSoldOut(0, [{ stock: 0 }, { stock: null }])).toBe(false);
    expect(productSoldOut(0, [])).toBe(true);
  });
});

describe('productInputSchema', () => {
  it('accepts a product with variants', () => {
    const product = { ...valid, variants: [{ name: 'S', priceCents: null, stock: 2 }] };
    expect(productInputSchema.safeParse(product).success).toBe(true);
  });

  it('refuses negative prices and stock, fractions and duplicate variant names', () => {
    for (const bad of [
      { ...valid, priceCents: -1 },
      { ...valid, priceCents: 12.5 },
      { ...valid, stock: -2 },
      { ...valid, category: 'Food' },
      {
        ...valid,
        variants: [
          { name: 'S', priceCents: null, stock: 1 },
          { name: 's', priceCents: null, stock: 1 },
        ],
      },
    ]) {
      expect(productInputSchema.safeParse(bad).success).toBe(false);
    }
  });
});
