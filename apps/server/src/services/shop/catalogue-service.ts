import { randomBytes } from 'node:crypto';
import { isUuid } from '@reelboard/shared/ids';
import {
  DONATION_NOTE,
  type ProductForm,
  type ProductInput,
  productFromForm,
} from '@reelboard/shared/shop-catalogue';
import { and, asc, count, eq, inArray, max, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, products, productVariants } from '../../db/shop-schema.ts';
import { AppError, badInput, notFound } from '../../errors.ts';
import { reencodeImage } from '../../media/reencode-image.ts';
import type { Changes } from '../../realtime/changes.ts';
import { generateKey } from '../../storage/keys.ts';
import type { Storage } from '../../storage/storage.ts';
import { type Actor, requireAdmin, requireReader } from '../actors.ts';
import type { CatalogueProduct, Variant } from './shop-types.ts';

// The shop owner's catalogue (issue 23, ADR 0030): admins create, edit, unlist and delete
// products and their variants; everyone else reads the listed ones. Every write declares
// the catalogue changed, so /shop, carts and shoppable videos show it at once on every node.

const PRODUCT_IMAGE_FOLDER = 'public/shop/';
const MAX_IMAGE_SIDE = 1600;
const notAnImage = () => badInput('That file is not an image: upload a JPEG, PNG, WebP or GIF.');

const slugOf = (name: string) =>
  `${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)}-${randomBytes(3).toString('hex')}`;

export function createCatalogueService(deps: { db: Database; storage: Storage; changes: Changes }) {
  const { db, storage } = deps;
  const changed = () => deps.changes.made({ scopes: ['catalogue'] });

  /** The variants of each of these products, in their order: one query for a whole list. */
  async function variantsOf(productIds: readonly string[]): Promise<Variant[][]> {
    if (productIds.length === 0) return [];
    const variants = await db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, [...productIds]))
      .orderBy(asc(productVariants.position));
    return productIds.map((id) => variants.filter((variant) => variant.productId === id));
  }

  async function withVariants(rows: (typeof products.$inferSelect)[]): Promise<CatalogueProduct[]> {
    const variants = await variantsOf(rows.map((row) => row.id));
    return rows.map((row, index) => ({ ...row, variants: variants[index] ?? [] }));
  }

  function parse(input: ProductForm): ProductInput {
    const parsed = productFromForm(input);
    if ('error' in parsed) throw badInput(parsed.error);
    // Only images uploaded for the shop, or the built-in ones, may be shown.
    for (const image of parsed.product.images) {
      const ours = image.startsWith(PRODUCT_IMAGE_FOLDER) || /^\/shop\/[a-z0-9-]+\.webp$/.test(image);
      if (!ours || image.includes('..')) throw badInput('Upload the image again.');
    }
    return parsed.product;
  }

  const fields = (input: ProductInput) => ({
    name: input.name,
    description: input.description,
    priceCents: input.priceCents,
    category: input.category,
    subcategory: input.subcategory || null,
    images: input.images,
    donationNote: input.donation ? DONATION_NOTE : null,
    // A product with variants counts stock on them only.
    stock: input.variants.length > 0 ? null : input.stock,
    updatedAt: new Date(),
  });

  async function saveVariants(
    tx: Pick<Database, 'insert' | 'update' | 'delete' | 'select'>,
    productId: string,
    input: ProductInput,
  ) {
    const known = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, productId));
    const kept = input.variants.flatMap((variant) => (variant.id ? [variant.id] : []));
    if (kept.some((id) => !known.some((row) => row.id === id))) throw badInput('Unknown variant.');
    // Past order lines keep the variant's name (the reference is set to null).
    await tx
      .delete(productVariants)
      .where(
        and(
          eq(productVariants.productId, productId),
          kept.length > 0 ? notInArray(productVariants.id, kept) : undefined,
        ),
      );
    // Renames are applied after a temporary name, so that swapping two names passes the unique index.
    for (const variant of input.variants) {
      if (variant.id)
        await tx
          .update(productVariants)
          .set({ name: `~${variant.id}` })
          .where(eq(productVariants.id, variant.id));
    }
    for (const [position, variant] of input.variants.entries()) {
      const values = { name: variant.name, priceCents: variant.priceCents, stock: variant.stock, position };
      if (variant.id) await tx.update(productVariants).set(values).where(eq(productVariants.id, variant.id));
      else await tx.insert(productVariants).values({ ...values, productId });
    }
  }

  async function one(id: string): Promise<CatalogueProduct> {
    if (!isUuid(id)) throw notFound('Product not found.');
    const [row] = await db.select().from(products).where(eq(products.id, id));
    if (!row) throw notFound('Product not found.');
    const [full] = await withVariants([row]);
    return full as CatalogueProduct;
  }

  return {
    variantsOf,

    /** The shop's listed products, in the owner's order; admins may ask for unlisted ones too. */
    async list(actor: Actor, options: { includeUnlisted?: boolean } = {}): Promise<CatalogueProduct[]> {
      requireReader(actor);
      if (options.includeUnlisted) requireAdmin(actor);
      const rows = await db
        .select()
        .from(products)
        .where(options.includeUnlisted ? undefined : eq(products.listed, true))
        .orderBy(asc(products.sortOrder), asc(products.name));
      return withVariants(rows);
    },

    /** Products by id, listed or not: the cart shows what became of its lines. */
    async byIds(actor: Actor, ids: readonly string[]): Promise<CatalogueProduct[]> {
      requireReader(actor);
      const valid = ids.filter(isUuid).slice(0, 100);
      if (valid.length === 0) return [];
      return withVariants(await db.select().from(products).where(inArray(products.id, valid)));
    },

    async create(actor: Actor, input: ProductForm): Promise<CatalogueProduct> {
      requireAdmin(actor);
      const product = parse(input);
      const id = await db.transaction(async (tx) => {
        const [last] = await tx.select({ at: max(products.sortOrder) }).from(products);
        const [row] = await tx
          .insert(products)
          .values({ ...fields(product), slug: slugOf(product.name), sortOrder: (last?.at ?? 0) + 1 })
          .returning({ id: products.id });
        if (!row) throw new Error('product insert returned nothing');
        await saveVariants(tx, row.id, product);
        return row.id;
      });
      await changed();
      return one(id);
    },

    async update(actor: Actor, id: string, input: ProductForm): Promise<CatalogueProduct> {
      requireAdmin(actor);
      await one(id);
      const product = parse(input);
      await db.transaction(async (tx) => {
        await tx.update(products).set(fields(product)).where(eq(products.id, id));
        await saveVariants(tx, id, product);
      });
      await changed();
      return one(id);
    },

    /** Unlisted products leave the shop and videos; their orders and attribution stay. */
    async setListed(actor: Actor, id: string, listed: boolean): Promise<CatalogueProduct> {
      requireAdmin(actor);
      await one(id);
      await db.update(products).set({ listed, updatedAt: new Date() }).where(eq(products.id, id));
      await changed();
      return one(id);
    },

    /** Only a product nobody ordered can be deleted; one with orders is unlisted instead. */
    async remove(actor: Actor, id: string): Promise<boolean> {
      requireAdmin(actor);
      await one(id);
      const [sold] = await db.select({ n: count() }).from(orderItems).where(eq(orderItems.productId, id));
      if ((sold?.n ?? 0) > 0) {
        throw new AppError(
          'CONFLICT',
          'This product has orders, so it cannot be deleted. Unlist it instead.',
        );
      }
      await db.delete(products).where(eq(products.id, id));
      await changed();
      return true;
    },

    /** An uploaded product image, re-encoded like post images; its key goes into images. */
    async storeImage(actor: Actor, readUpload: () => Promise<Buffer>) {
      requireAdmin(actor);
      const image = await reencodeImage(await readUpload(), MAX_IMAGE_SIDE, notAnImage);
      const key = generateKey(PRODUCT_IMAGE_FOLDER, 'image/webp');
      await storage.put(key, image, 'image/webp');
      return { imageKey: key, imageSrc: storage.publicUrl(key) };
    },

    /** What a stored image value shows as: a storage key's public URL, or a built-in path. */
    imageSrc: (image: string) => (image.startsWith(PRODUCT_IMAGE_FOLDER) ? storage.publicUrl(image) : image),
  };
}
