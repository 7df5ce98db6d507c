DROP INDEX "videos_public_idx";--> statement-breakpoint
DROP INDEX "videos_creator_public_idx";--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "publish_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "videos_publish_due_idx" ON "videos" USING btree ("publish_at") WHERE "videos"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "videos_public_idx" ON "videos" USING btree ("upload_date","id") WHERE "videos"."is_approved" and "videos"."is_active" and "videos"."publish_at" is null;--> statement-breakpoint
CREATE INDEX "videos_creator_public_idx" ON "videos" USING btree ("creator_id","upload_date","id") WHERE "videos"."is_approved" and "videos"."is_active" and "videos"."publish_at" is null;