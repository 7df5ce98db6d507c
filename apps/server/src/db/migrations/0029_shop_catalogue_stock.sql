CREATE TABLE "shop_product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer,
	"stock" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_product_variants_price_check" CHECK ("shop_product_variants"."price_cents" >= 0),
	CONSTRAINT "shop_product_variants_stock_check" CHECK ("shop_product_variants"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD COLUMN "variant_name" text;--> statement-breakpoint
ALTER TABLE "shop_products" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "shop_products" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_product_variants" ADD CONSTRAINT "shop_product_variants_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_product_variants_name_idx" ON "shop_product_variants" USING btree ("product_id","name");--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_variant_id_shop_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."shop_product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_stock_check" CHECK ("shop_products"."stock" >= 0);