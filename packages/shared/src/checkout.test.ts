import { describe, expect, it } from 'vitest';
import { checkoutRequestSchema } from './checkout.ts';

const shippingInfo = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  address: '1 Analytical Way',
  city: 'London',
  state: 'Greater London',
  postalCode: 'N1 9GU',
  country: 'UK',
  phone: '+44 20 7946 0000',
};

describe('checkout request', () => {
  it('accepts product ids with quantities and all eight shipping fields', () => {
    const parsed = checkoutRequestSchema.parse({ cartItems: [{ _id: 'p1', quantity: 2 }], shippingInfo });
    expect(parsed.cartItems).toEqual([{ _id: 'p1', quantity: 2 }]);
  });

  it('refuses quantities under 1, absurd ones and missing fields with a message', () => {
    const messages = (body: unknown) =>
      checkoutRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ cartItems: [{ _id: 'p1', quantity: -1 }], shippingInfo })).toEqual([
      'Quantity must be at least 1',
    ]);
    expect(messages({ cartItems: [{ _id: 'p1', quantity: 100 }], shippingInfo })).toEqual([
      'Quantity must be at most 99',
    ]);
    expect(messages({ cartItems: [], shippingInfo })).toEqual(['Your cart is empty']);
    expect(
      messages({ cartItems: [{ _id: 'p1', quantity: 1 }], shippingInfo: { ...shippingInfo, city: ' ' } }),
    ).toEqual(['City is required']);
    expect(
      messages({ cartItems: [{ _id: 'p1', quantity: 1 }], shippingInfo: { ...shippingInfo, email: 'nope' } }),
    ).toEqual(['Please enter a valid email address']);
  });
});
