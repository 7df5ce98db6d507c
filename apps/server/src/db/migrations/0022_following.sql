-- The Following feed and "Not interested" (issue 24, ADR 0028): per-person marks, and an index of each creator's public videos, newest first.
CREATE TABLE "not_interested" (
	"user_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"creator_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "not_interested_user_id_video_id_pk" PRIMARY KEY("user_id","video_id")
);
--> statement-breakpoint
ALTER TABLE "not_interested" ADD CONSTRAINT "not_interested_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "not_interested" ADD CONSTRAINT "not_interested_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "not_interested" ADD CONSTRAINT "not_interested_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "not_interested_creator_idx" ON "not_interested" USING btree ("user_id","creator_id");--> statement-breakpoint
CREATE INDEX "videos_creator_public_idx" ON "videos" USING btree ("creator_id","upload_date","id") WHERE "videos"."is_approved" and "videos"."is_active";