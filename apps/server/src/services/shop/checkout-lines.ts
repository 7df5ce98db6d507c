import { MAX_QUANTITY } from '@reelboard/shared/cart';
import type { CheckoutRequest } from '@reelboard/shared/checkout';
import { isUuid } from '@reelboard/shared/ids';
import { isSoldOut } from '@reelboard/shared/shop-catalogue';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, productVariants } from '../../db/shop-schema.ts';
import { AppError, badInput } from '../../errors.ts';

// The checkout's lines, priced and checked from the database (ADR 0030): each product is
// listed, a product with variants names one of its own, and what is asked for is in stock
// now (capture takes it for good). Prices are the variant's own, else the product's.

export type PricedCheckoutLine = {
  productId: string;
  variantId: string | null;
  variantName: string | null;
  name: string;
  unitCents: number;
  quantity: number;
};

export async function priceCheckoutLines(
  db: Pick<Database, 'select'>,
  cartItems: CheckoutRequest['cartItems'],
): Promise<PricedCheckoutLine[]> {
  const asked = new Map<string, { productId: string; variantId: string | null; quantity: number }>();
  for (const line of cartItems) {
    if (!isUuid(line._id)) throw badInput(`Unknown product: ${line._id}`);
    if (line.variantId && !isUuid(line.variantId)) throw badInput('Unknown variant.');
    const productId = line._id.toLowerCase();
    const variantId = line.variantId?.toLowerCase() ?? null;
    const key = `${productId}:${variantId ?? ''}`;
    const quantity = (asked.get(key)?.quantity ?? 0) + line.quantity;
    if (quantity > MAX_QUANTITY) throw badInput(`Quantity must be at most ${MAX_QUANTITY}`);
    asked.set(key, { productId, variantId, quantity });
  }
  const ids = [...new Set([...asked.values()].map((line) => line.productId))];
  const found = await db.select().from(products).where(inArray(products.id, ids));
  const variants = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, ids))
    .orderBy(asc(productVariants.position));
  return [...asked.values()].map((line) => {
    const product = found.find((candidate) => candidate.id === line.productId);
    if (!product) throw badInput(`Unknown product: ${line.productId}`);
    if (!product.listed) throw new AppError('CONFLICT', `${product.name} is no longer sold.`);
    const own = variants.filter((variant) => variant.productId === product.id);
    const variant = line.variantId ? own.find((candidate) => candidate.id === line.variantId) : undefined;
    if (line.variantId && !variant) throw badInput('Unknown variant.');
    if (own.length > 0 && !variant) throw badInput(`Choose an option of ${product.name}.`);
    const stock = variant ? variant.stock : product.stock;
    const name = variant ? `${product.name} (${variant.name})` : product.name;
    if (stock !== null && (isSoldOut(stock) || stock < line.quantity)) {
      throw new AppError(
        'CONFLICT',
        isSoldOut(stock) ? `${name} is sold out.` : `Only ${stock} of ${name} left.`,
      );
    }
    return {
      productId: product.id,
      variantId: variant?.id ?? null,
      variantName: variant?.name ?? null,
      name: product.name,
      unitCents: variant?.priceCents ?? product.priceCents,
      quantity: line.quantity,
    };
  });
}
