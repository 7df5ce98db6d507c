CREATE TABLE "video_cart_adds" (
	"video_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"adds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "video_cart_adds_video_id_product_id_pk" PRIMARY KEY("video_id","product_id"),
	CONSTRAINT "video_cart_adds_adds_check" CHECK ("video_cart_adds"."adds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "video_products" (
	"video_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_products_video_id_product_id_pk" PRIMARY KEY("video_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD COLUMN "added_from_video_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD COLUMN "video_id" uuid;--> statement-breakpoint
ALTER TABLE "video_cart_adds" ADD CONSTRAINT "video_cart_adds_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_cart_adds" ADD CONSTRAINT "video_cart_adds_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_products" ADD CONSTRAINT "video_products_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_products" ADD CONSTRAINT "video_products_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_products_product_idx" ON "video_products" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_added_from_video_id_videos_id_fk" FOREIGN KEY ("added_from_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_order_items_video_idx" ON "shop_order_items" USING btree ("video_id") WHERE "shop_order_items"."video_id" is not null;