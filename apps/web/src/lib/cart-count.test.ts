import { describe, expect, it } from 'vitest';
import { countCartItems } from './cart-count';

describe('countCartItems', () => {
  it('is 0 for an empty, missing or unreadable cart', () => {
    expect(countCartItems(null)).toBe(0);
    expect(countCartItems('[]')).toBe(0);
    expect(countCartItems('not json')).toBe(0);
    expect(countCartItems('{"quantity":3}')).toBe(0);
  });

  it('adds up the quantities of the lines', () => {
    expect(
      countCartItems(
        JSON.stringify([
          { _id: 'a', quantity: 2 },
          { _id: 'b', quantity: 1 },
        ]),
      ),
    ).toBe(3);
  });

  it('ignores quantities that are not positive numbers', () => {
    expect(countCartItems(JSON.stringify([{ quantity: -1 }, { quantity: 'x' }, { quantity: 2 }]))).toBe(2);
  });
});
