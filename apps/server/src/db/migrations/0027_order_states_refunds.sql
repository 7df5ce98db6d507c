CREATE TABLE "shop_order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"restore_stock" boolean DEFAULT false NOT NULL,
	"provider_refund_id" text,
	"provider_status" text,
	"by_user_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_order_refunds_amount_check" CHECK ("shop_order_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_test_provider_refunds" (
	"request_id" text PRIMARY KEY NOT NULL,
	"capture_id" text NOT NULL,
	"refund_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "shipped_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "delivered_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "closed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "follow_secret" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order_refunds" ADD CONSTRAINT "shop_order_refunds_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_refunds" ADD CONSTRAINT "shop_order_refunds_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_refunds_key_idx" ON "shop_order_refunds" USING btree ("order_id","key");--> statement-breakpoint
CREATE INDEX "shop_order_refunds_created_idx" ON "shop_order_refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shop_orders_status_idx" ON "shop_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shop_orders_user_idx" ON "shop_orders" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_follow_secret_unique" UNIQUE("follow_secret");--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_refunded_check" CHECK ("shop_order_items"."refunded_quantity" between 0 and "shop_order_items"."quantity");--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_refunded_check" CHECK ("shop_orders"."refunded_cents" between 0 and "shop_orders"."total_cents");