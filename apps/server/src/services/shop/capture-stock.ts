import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/shop-schema.ts';
import { AppError } from '../../errors.ts';
import type { CaptureResult, PaymentProvider } from '../../payments/provider.ts';
import type { Order } from './shop-types.ts';
import { orderStockLines, type StockLine, takeStock } from './stock.ts';

type Tx = Pick<Database, 'update' | 'select'>;

/**
 * Stock for a payment the provider captured without our capture call (a webhook): taken
 * like at capture; when too late for the last items, the payment is refunded at once and
 * the order closed as refunded. Answers the lines taken, or null after such a refund.
 */
export async function stockForCapturedPayment(
  tx: Tx,
  provider: PaymentProvider,
  order: Order,
  capture: CaptureResult,
): Promise<StockLine[] | null> {
  if (capture.status !== 'COMPLETED' || !capture.captureId) return [];
  const lines = await orderStockLines(tx, order.id);
  const shortage = await takeStock(tx, lines);
  // Thrown, so the delivery is refused and the provider delivers it again later.
  if (shortage === 'busy') throw new AppError('CONFLICT', 'Another payment is taking this stock.');
  if (!shortage) return lines;
  await provider.refundCapture({
    captureId: capture.captureId,
    amountCents: capture.amountCents ?? order.totalCents,
    currency: capture.currency ?? order.currency,
    requestId: `${order.id}-sold-out`,
  });
  await tx
    .update(orders)
    .set({
      status: 'refunded',
      captureId: capture.captureId,
      captureStatus: capture.status,
      refundedCents: Math.min(capture.amountCents ?? order.totalCents, order.totalCents),
      closedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  return null;
}
