import type { ProductForm } from '@reelboard/shared/shop-catalogue';
import { builder } from './builder.ts';
import { ShopProduct } from './shop.ts';

// The shop owner's catalogue (services/shop/catalogue-service.ts, ADR 0030): admins only,
// which the service checks. Prices and stock arrive as typed text, so that "abc" or
// "19.999" get the catalogue's own message rather than a type error.

const VariantInput = builder.inputType('ShopProductVariantInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: 'An existing variant to keep; none for a new one.' }),
    name: t.string({ required: true }),
    price: t.string({ required: true, description: "Dollars, or empty for the product's price." }),
    stock: t.string({ required: true, description: 'A whole number, or empty for unlimited.' }),
  }),
});

const ProductInput = builder.inputType('ShopProductInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string({ required: true }),
    price: t.string({ required: true, description: 'Dollars with at most two decimals, such as 19.99.' }),
    category: t.string({ required: true }),
    subcategory: t.string({ required: false }),
    images: t.stringList({ required: true, description: 'Image keys from POST /api/shop/products/image.' }),
    donation: t.boolean({ required: true }),
    stock: t.string({ required: true, description: 'A whole number, or empty for unlimited.' }),
    variants: t.field({ type: [VariantInput], required: true }),
  }),
});

const formOf = (input: typeof ProductInput.$inferInput): ProductForm => ({
  ...input,
  subcategory: input.subcategory ?? null,
  category: input.category as ProductForm['category'],
  variants: input.variants.map((variant) => ({ ...variant, id: variant.id ? String(variant.id) : null })),
});

builder.mutationFields((t) => ({
  createProduct: t.field({
    type: ShopProduct,
    args: { input: t.arg({ type: ProductInput, required: true }) },
    resolve: (_root, args, context) => context.services.catalogue.create(context.actor, formOf(args.input)),
  }),
  updateProduct: t.field({
    type: ShopProduct,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ProductInput, required: true }) },
    resolve: (_root, args, context) =>
      context.services.catalogue.update(context.actor, String(args.id), formOf(args.input)),
  }),
  setProductListed: t.field({
    type: ShopProduct,
    description: 'Unlisted products leave the shop and videos; their orders stay.',
    args: { id: t.arg.id({ required: true }), listed: t.arg.boolean({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.catalogue.setListed(context.actor, String(args.id), args.listed),
  }),
  deleteProduct: t.boolean({
    description: 'Only a product nobody ordered; one with orders must be unlisted instead.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.catalogue.remove(context.actor, String(args.id)),
  }),
}));

builder.queryFields((t) => ({
  cartProducts: t.field({
    type: [ShopProduct],
    description: "The cart's products by id, listed or not, with today's prices and stock.",
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, context) => context.services.catalogue.byIds(context.actor, args.ids.map(String)),
  }),
}));
