import { z } from 'zod';

// The shop owner's catalogue (issue 23, ADR 0030): what a product and its variants may be,
// how a typed price becomes integer cents, and when something is sold out. The admin form
// and the server both use these rules.

export const PRODUCT_CATEGORIES = ['Apparel', 'Accessories', 'Donation'] as const;
export const MAX_PRICE_CENTS = 1_000_000_00;
export const MAX_STOCK = 1_000_000;
export const MAX_VARIANTS = 20;
export const MAX_PRODUCT_IMAGES = 8;
export const SOLD_OUT = 'Sold out';
// The spec's donation note (SPEC.md section 2), shown under a product marked as a donation.
export const DONATION_NOTE =
  'This is a donation: nothing is shipped, and it goes entirely to running Reelboard. Thank you!';

export const catalogueMessages = {
  price: 'Enter a price in USD such as 19.99: digits, with at most two decimals.',
  stock: 'Stock must be a whole number of 0 or more, or empty for unlimited.',
} as const;

/** '19.99' -> 1999; '19.999', '-1', 'abc' and '' are not prices. */
export function parsePriceCents(value: string): number | undefined {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= MAX_PRICE_CENTS ? cents : undefined;
}

/** '' -> null (unlimited); '12' -> 12; '-1', '1.5', 'x' -> undefined. */
export function parseStock(value: string): number | null | undefined {
  const text = value.trim();
  if (text === '') return null;
  if (!/^\d{1,7}$/.test(text)) return undefined;
  const stock = Number(text);
  return stock <= MAX_STOCK ? stock : undefined;
}

/** Sold out when a count exists and is below one; null is unlimited. */
export const isSoldOut = (stock: number | null) => stock !== null && stock < 1;

/** A product with variants is sold out once every variant is. */
export function productSoldOut(stock: number | null, variants: readonly { stock: number | null }[]) {
  return variants.length > 0 ? variants.every((variant) => isSoldOut(variant.stock)) : isSoldOut(stock);
}

const priceCents = z
  .number({ error: catalogueMessages.price })
  .int(catalogueMessages.price)
  .min(0, catalogueMessages.price)
  .max(MAX_PRICE_CENTS, catalogueMessages.price);
const stock = z
  .number({ error: catalogueMessages.stock })
  .int(catalogueMessages.stock)
  .min(0, catalogueMessages.stock)
  .max(MAX_STOCK, catalogueMessages.stock)
  .nullable();

const variantSchema = z.object({
  id: z.uuid('Unknown variant.').optional(),
  name: z
    .string()
    .trim()
    .min(1, 'Each variant needs a name.')
    .max(40, 'Variant names are at most 40 characters.'),
  priceCents: priceCents.nullable(),
  stock,
});

export const productInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required.').max(120, 'The name is at most 120 characters.'),
    description: z.string().trim().max(2000, 'The description is at most 2000 characters.'),
    priceCents,
    category: z.enum(PRODUCT_CATEGORIES, { error: 'Choose a category.' }),
    subcategory: z.string().trim().max(60).nullable(),
    images: z
      .array(z.string().min(1).max(500))
      .max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images.`),
    donation: z.boolean(),
    stock,
    variants: z.array(variantSchema).max(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants.`),
  })
  .refine(
    (product) =>
      new Set(product.variants.map((variant) => variant.name.toLowerCase())).size === product.variants.length,
    { message: 'Two variants have the same name.', path: ['variants'] },
  );

export type ProductInput = z.infer<typeof productInputSchema>;

/** What the admin form sends: prices and stock as typed, so that bad text gets a clear message. */
export type ProductForm = Omit<ProductInput, 'priceCents' | 'stock' | 'variants'> & {
  price: string;
  stock: string;
  variants: { id?: string | null; name: string; price: string; stock: string }[];
};

/** The form's product in cents and counts, or the first problem in words. */
export function productFromForm(form: ProductForm): { product: ProductInput } | { error: string } {
  const priceCents = parsePriceCents(form.price);
  if (priceCents === undefined) return { error: catalogueMessages.price };
  const stock = parseStock(form.stock);
  if (stock === undefined) return { error: catalogueMessages.stock };
  const variants: ProductInput['variants'] = [];
  for (const variant of form.variants) {
    const own = variant.price.trim() === '' ? null : parsePriceCents(variant.price);
    if (own === undefined) return { error: `${variant.name || 'A variant'}: ${catalogueMessages.price}` };
    const count = parseStock(variant.stock);
    if (count === undefined) return { error: `${variant.name || 'A variant'}: ${catalogueMessages.stock}` };
    variants.push({
      ...(variant.id ? { id: variant.id } : {}),
      name: variant.name,
      priceCents: own,
      stock: count,
    });
  }
  const parsed = productInputSchema.safeParse({ ...form, priceCents, stock, variants });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'The product is not valid.' };
  return { product: parsed.data };
}
