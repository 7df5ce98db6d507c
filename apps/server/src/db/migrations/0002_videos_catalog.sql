CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "creator_follows" (
	"follower_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_follows_follower_id_creator_id_pk" PRIMARY KEY("follower_id","creator_id"),
	CONSTRAINT "creator_follows_not_self" CHECK ("creator_follows"."follower_id" <> "creator_follows"."creator_id")
);
--> statement-breakpoint
CREATE TABLE "video_views" (
	"video_id" uuid NOT NULL,
	"viewer" text NOT NULL,
	"hour" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "video_views_video_id_viewer_hour_pk" PRIMARY KEY("video_id","viewer","hour")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail_url" text,
	"fallback_thumbnail_url" text,
	"video_url" text NOT NULL,
	"processed_url" text,
	"source" text DEFAULT 'other' NOT NULL,
	"source_id" text,
	"origin" text DEFAULT 'upload' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"duration_seconds" double precision,
	"upload_date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"creator_id" uuid,
	"creator_name" text,
	"creator_avatar_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"expiry_date" timestamp (3) with time zone NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_trending" boolean DEFAULT false NOT NULL,
	"admin_notes" text,
	"processing_status" text DEFAULT 'pending' NOT NULL,
	"processing_error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_category_check" CHECK ("videos"."category" in ('Business', 'Lifestyle', 'Beauty', 'Innovation')),
	CONSTRAINT "videos_source_check" CHECK ("videos"."source" in ('youtube', 'other')),
	CONSTRAINT "videos_origin_check" CHECK ("videos"."origin" in ('upload', 'sample', 'external')),
	CONSTRAINT "videos_processing_check" CHECK ("videos"."processing_status" in ('pending', 'processing', 'ready', 'failed')),
	CONSTRAINT "videos_counts_check" CHECK ("videos"."views" >= 0 and "videos"."likes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "creator_follows" ADD CONSTRAINT "creator_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_follows" ADD CONSTRAINT "creator_follows_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_views" ADD CONSTRAINT "video_views_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_follows_creator_idx" ON "creator_follows" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "video_views_hour_idx" ON "video_views" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "videos_upload_date_idx" ON "videos" USING btree ("upload_date","id");--> statement-breakpoint
CREATE INDEX "videos_public_idx" ON "videos" USING btree ("upload_date","id") WHERE "videos"."is_approved" and "videos"."is_active";--> statement-breakpoint
CREATE INDEX "videos_category_idx" ON "videos" USING btree ("category","upload_date");--> statement-breakpoint
CREATE INDEX "videos_creator_idx" ON "videos" USING btree ("creator_id","upload_date");--> statement-breakpoint
CREATE INDEX "videos_title_trgm_idx" ON "videos" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_tags_idx" ON "videos" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_origin_source_idx" ON "videos" USING btree ("origin","source_id") WHERE "videos"."origin" <> 'upload';