import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  canRefundOrder,
  orderMoveRefusal,
  refundCents,
  refundOrderSchema,
  revenuePeriodSchema,
  shipOrderSchema,
} from './order-status.ts';

const items = [
  { id: 'a', unitPriceCents: 2999, quantity: 2, refundedQuantity: 0 },
  { id: 'b', unitPriceCents: 1000, quantity: 1, refundedQuantity: 0 },
];

describe('order transitions', () => {
  it('moves paid → shipped → delivered, and ends in refunded or cancelled', () => {
    expect(canMoveOrder('paid', 'shipped')).toBe(true);
    expect(canMoveOrder('shipped', 'delivered')).toBe(true);
    expect(canMoveOrder('paid', 'cancelled')).toBe(true);
    expect(canMoveOrder('delivered', 'refunded')).toBe(true);
    expect(canMoveOrder('paid', 'delivered')).toBe(false);
    expect(canMoveOrder('shipped', 'cancelled')).toBe(false);
    expect(canMoveOrder('refunded', 'shipped')).toBe(false);
    expect(canMoveOrder('pending', 'shipped')).toBe(false);
    expect(canRefundOrder('failed')).toBe(false);
    expect(canRefundOrder('cancelled')).toBe(false);
    expect(orderMoveRefusal('delivered', 'shipped')).toBe(
      'An order that is delivered cannot be marked shipped.',
    );
    expect(orderMoveRefusal('paid', 'shipped')).toBeNull();
  });
});

describe('refund amounts', () => {
  it('gives back the lines, and the delivery fee with the last one', () => {
    expect(refundCents(items, [{ itemId: 'a', quantity: 1 }], 500)).toEqual({ cents: 2999 });
    expect(
      refundCents(
        items,
        [
          { itemId: 'a', quantity: 2 },
          { itemId: 'b', quantity: 1 },
        ],
        500,
      ),
    ).toEqual({ cents: 7498 });
  });

  it('refuses more than is left and unknown lines', () => {
    const partly = [{ ...items[0], refundedQuantity: 2 } as (typeof items)[number]];
    expect(refundCents(partly, [{ itemId: 'a', quantity: 1 }], 0)).toEqual({
      error: 'Only 0 of 2 can still be refunded on that line.',
    });
    expect(refundCents(items, [{ itemId: 'x', quantity: 1 }], 0)).toEqual({ error: 'Unknown order line.' });
  });
});

describe('input', () => {
  it('checks shipments, refunds and periods with clear messages', () => {
    const orderId = '0b6f3c1e-4a1d-4c55-9d0e-2f1f4b9f3a10';
    expect(shipOrderSchema.safeParse({ orderId, carrier: 'UPS', trackingNumber: '1Z 999' }).success).toBe(
      true,
    );
    expect(
      shipOrderSchema.safeParse({ orderId, carrier: ' ', trackingNumber: '1' }).error?.issues[0]?.message,
    ).toBe('Enter the carrier.');
    expect(
      shipOrderSchema.safeParse({ orderId, carrier: 'UPS', trackingNumber: '<b>' }).error?.issues[0]?.message,
    ).toMatch(/letters, digits/);
    const refund = refundOrderSchema.safeParse({
      orderId,
      key: 'abcdefgh',
      lines: [{ itemId: orderId, quantity: 1.5 }],
    });
    expect(refund.error?.issues[0]?.message).toBe('The quantity must be a whole number.');
    expect(refundOrderSchema.parse({ orderId, key: 'abcdefgh' }).restoreStock).toBe(false);
    expect(
      revenuePeriodSchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }).error?.issues[0]?.message,
    ).toBe('The period ends before it starts.');
    expect(revenuePeriodSchema.safeParse({ from: '2024-01-01', to: '2026-01-01' }).success).toBe(false);
    expect(revenuePeriodSchema.safeParse({ from: '2026-01-01', to: '2026-01-31' }).success).toBe(true);
  });
});
