import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, products, productVariants } from '../../db/shop-schema.ts';

// Stock (ADR 0030): a count on the product, or on each variant of a product that has
// variants; null is unlimited. Taking is one conditional UPDATE per counted line
// (stock >= quantity), inside the payment capture's transaction and before the provider is
// asked, so that two buyers of the last item never both pay. A row another capture holds is
// skipped rather than waited for ('busy'): the caller rolls back and tries again without
// holding a connection, as the capture already does for a locked order.

export type StockLine = { productId: string; variantId: string | null; quantity: number };
type Tx = Pick<Database, 'update' | 'select'>;
export type Shortage = { line: StockLine; name: string } | 'busy' | null;

// Same product and variant once, in one fixed order.
function merged(lines: readonly StockLine[]): StockLine[] {
  const byKey = new Map<string, StockLine>();
  for (const line of lines) {
    const key = `${line.productId}:${line.variantId ?? ''}`;
    const known = byKey.get(key);
    byKey.set(key, { ...line, quantity: (known?.quantity ?? 0) + line.quantity });
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, line]) => line);
}

async function takeLine(tx: Tx, line: StockLine): Promise<'taken' | 'busy' | 'short'> {
  const table = line.variantId ? productVariants : products;
  const id = line.variantId ?? line.productId;
  const taken = await tx
    .update(table)
    .set({ stock: sql`${table.stock} - ${line.quantity}` })
    .where(
      and(
        eq(table.id, id),
        sql`${table.stock} >= ${line.quantity}`,
        sql`${table.id} in (select ${table.id} from ${table} where ${table.id} = ${id} for update skip locked)`,
      ),
    )
    .returning({ id: table.id });
  if (taken.length > 0) return 'taken';
  // Nothing taken: unlimited, sold out, or held by another capture right now.
  const [row] = await tx.select({ stock: table.stock }).from(table).where(eq(table.id, id));
  const [product] = await tx
    .select({ listed: products.listed })
    .from(products)
    .where(eq(products.id, line.productId));
  if (!row || !product?.listed) return 'short';
  if (row.stock === null) return 'taken';
  return row.stock >= line.quantity ? 'busy' : 'short';
}

/** Takes every line's quantity or none of them (what was taken is given back). */
export async function takeStock(tx: Tx, lines: readonly (StockLine & { name: string })[]): Promise<Shortage> {
  const done: StockLine[] = [];
  for (const line of merged(lines)) {
    const outcome = await takeLine(tx, line);
    if (outcome === 'taken') {
      done.push(line);
      continue;
    }
    await returnStock(tx, done);
    if (outcome === 'busy') return 'busy';
    const name = lines.find((other) => other.productId === line.productId)?.name ?? 'An item';
    return { line, name };
  }
  return null;
}

/** The stock lines of an order, as its items recorded them. */
export async function orderStockLines(tx: Tx, orderId: string) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return items.flatMap((item) =>
    item.productId
      ? [{ productId: item.productId, variantId: item.variantId, quantity: item.quantity, name: item.name }]
      : [],
  );
}

/** Adds the quantities back where a stock count exists (a refund or a cancelled sale). */
export async function returnStock(tx: Pick<Database, 'update'>, lines: readonly StockLine[]): Promise<void> {
  for (const line of merged(lines)) {
    if (line.variantId) {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
        .where(and(eq(productVariants.id, line.variantId), isNotNull(productVariants.stock)));
    } else {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}` })
        .where(and(eq(products.id, line.productId), isNotNull(products.stock)));
    }
  }
}
