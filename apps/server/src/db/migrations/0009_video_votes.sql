CREATE TABLE "video_votes" (
	"video_id" uuid NOT NULL,
	"voter" text NOT NULL,
	"vote" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_votes_video_id_voter_pk" PRIMARY KEY("video_id","voter"),
	CONSTRAINT "video_votes_vote_check" CHECK ("video_votes"."vote" in ('LIKE', 'DISLIKE'))
);
--> statement-breakpoint
ALTER TABLE "video_votes" ADD CONSTRAINT "video_votes_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_dislikes_check" CHECK ("videos"."dislikes" >= 0);