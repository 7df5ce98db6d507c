-- The media of deleted videos until the removal job has deleted them from storage (issue 21).
CREATE TABLE "video_media_removals" (
	"video_id" uuid PRIMARY KEY NOT NULL,
	"keys" text[] NOT NULL,
	"requested_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
