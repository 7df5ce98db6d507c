import { formatCents, orderTotals } from '@reelboard/shared/cart';
import { type CheckoutRequest, checkoutRequestSchema } from '@reelboard/shared/checkout';
import { isUuid } from '@reelboard/shared/ids';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders } from '../../db/shop-schema.ts';
import { videos } from '../../db/video-schema.ts';
import { badInput } from '../../errors.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { type Actor, userIdOf } from '../actors.ts';
import type { CartClaims } from './cart-claims.ts';
import { priceCheckoutLines } from './checkout-lines.ts';
import { countsFrom } from './video-products.ts';

export const CURRENCY = 'USD';

// Checkout: prices the cart from the database, stores a pending order and creates the
// payment order at the provider for that total. Anything else the client sends (an amount,
// prices) is ignored. Anyone may pay; a signed-in buyer's order is linked to them. Capturing
// the payment is the shop service's (capture, handleWebhook).
export function createCheckout(deps: {
  db: Database;
  provider: PaymentProvider;
  deliveryFeeCents: number;
  claims: Pick<CartClaims, 'holds'>;
}) {
  const { db, provider, deliveryFeeCents } = deps;

  // The video each product was added from, by product id: kept only where the line
  // carries the add's signed claim, which names that video and product and this buyer (or a
  // visitor), and the video still counts for the buyer now (countsFrom). Otherwise the line
  // is bought without one: the purchase is never refused. Whether the product is still
  // tagged there, and the video still seen, is decided again when the order is paid.
  async function claimedVideos(lines: CheckoutRequest['cartItems'], buyerId: string | null) {
    const claimed = new Map<string, string>();
    for (const line of lines) {
      if (claimed.has(line._id.toLowerCase()) || !isUuid(line.videoId)) continue;
      const added = { videoId: line.videoId, productId: line._id };
      if (await deps.claims.holds(line.videoClaim, added, buyerId))
        claimed.set(line._id.toLowerCase(), line.videoId.toLowerCase());
    }
    if (claimed.size === 0) return claimed;
    const seen = await db
      .select({ id: videos.id })
      .from(videos)
      .where(and(inArray(videos.id, [...new Set(claimed.values())]), countsFrom(buyerId, new Date())));
    return new Map([...claimed].filter(([, videoId]) => seen.some((video) => video.id === videoId)));
  }

  return async function checkout(actor: Actor, input: unknown) {
    const userId = userIdOf(actor);
    const parsed = checkoutRequestSchema.safeParse(input);
    if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'The request is not valid.');
    const request = parsed.data;
    const lines = await priceCheckoutLines(db, request.cartItems);
    const claimed = await claimedVideos(request.cartItems, userId);
    const { subtotalCents, totalCents } = orderTotals(lines, deliveryFeeCents);

    const order = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(orders)
        .values({
          userId,
          provider: provider.name,
          currency: CURRENCY,
          subtotalCents,
          deliveryFeeCents: deliveryFeeCents,
          totalCents,
          shipping: request.shippingInfo,
        })
        .returning();
      if (!created) throw new Error('order insert returned nothing');
      await tx.insert(orderItems).values(
        lines.map((line) => ({
          orderId: created.id,
          productId: line.productId,
          variantId: line.variantId,
          variantName: line.variantName,
          name: line.name,
          unitPriceCents: line.unitCents,
          quantity: line.quantity,
          addedFromVideoId: claimed.get(line.productId) ?? null,
        })),
      );
      return created;
    });

    let providerOrderId: string;
    try {
      ({ providerOrderId } = await provider.createOrder({
        orderId: order.id,
        amountCents: totalCents,
        currency: CURRENCY,
      }));
    } catch (error) {
      await db.update(orders).set({ status: 'failed', updatedAt: new Date() }).where(eq(orders.id, order.id));
      throw error;
    }
    await db.update(orders).set({ providerOrderId, updatedAt: new Date() }).where(eq(orders.id, order.id));
    return {
      orderID: providerOrderId,
      orderId: order.id,
      amount: formatCents(totalCents),
      currency: CURRENCY,
    };
  };
}
