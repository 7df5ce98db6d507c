CREATE TABLE "blocked_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pattern" text NOT NULL,
	"is_regex" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"reporter" text NOT NULL,
	"closed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('video', 'comment', 'post', 'creator'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "hidden_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "edited_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "deleted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "edited_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_terms_pattern_idx" ON "blocked_terms" USING btree ("pattern","is_regex");--> statement-breakpoint
CREATE INDEX "moderation_actions_created_idx" ON "moderation_actions" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_target_reporter_idx" ON "reports" USING btree ("target_type","target_id","reporter");--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("target_type","target_id") WHERE "reports"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_status_check" CHECK ("comments"."status" in ('published', 'held'));