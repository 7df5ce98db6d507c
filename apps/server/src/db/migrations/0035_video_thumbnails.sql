CREATE TABLE "video_thumbnail_candidates" (
	"video_id" uuid NOT NULL,
	"frame" integer NOT NULL,
	"storage_key" text NOT NULL,
	"at_seconds" double precision NOT NULL,
	CONSTRAINT "video_thumbnail_candidates_video_id_frame_pk" PRIMARY KEY("video_id","frame")
);
--> statement-breakpoint
ALTER TABLE "video_thumbnail_candidates" ADD CONSTRAINT "video_thumbnail_candidates_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;