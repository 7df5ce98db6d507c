import type { orderItems, orders, products, productVariants } from '../../db/shop-schema.ts';

// The shop's records as the service hands them out (and the order mail reads them).
export type Product = typeof products.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
export type OrderWithItems = Order & { items: OrderItem[] };
export type Variant = typeof productVariants.$inferSelect;
/** A product with its variants, as the catalogue hands it out (ADR 0030). */
export type CatalogueProduct = Product & { variants?: Variant[] };
