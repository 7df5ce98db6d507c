CREATE TABLE "caption_cues" (
	"video_id" uuid NOT NULL,
	"language" text NOT NULL,
	"position" integer NOT NULL,
	"start_seconds" double precision NOT NULL,
	"end_seconds" double precision NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "caption_cues_video_id_language_position_pk" PRIMARY KEY("video_id","language","position")
);
--> statement-breakpoint
CREATE TABLE "video_captions" (
	"video_id" uuid NOT NULL,
	"language" text NOT NULL,
	"storage_key" text NOT NULL,
	"cue_count" integer NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_captions_video_id_language_pk" PRIMARY KEY("video_id","language")
);
--> statement-breakpoint
ALTER TABLE "caption_cues" ADD CONSTRAINT "caption_cues_video_id_language_video_captions_video_id_language_fk" FOREIGN KEY ("video_id","language") REFERENCES "public"."video_captions"("video_id","language") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_captions" ADD CONSTRAINT "video_captions_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caption_cues_text_idx" ON "caption_cues" USING gin (to_tsvector('simple', "text"));