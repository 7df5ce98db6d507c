CREATE TABLE "comment_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp (3) with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_votes" (
	"comment_id" uuid NOT NULL,
	"voter" text NOT NULL,
	"vote" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_votes_comment_id_voter_pk" PRIMARY KEY("comment_id","voter"),
	CONSTRAINT "comment_votes_vote_check" CHECK ("comment_votes"."vote" in ('LIKE', 'DISLIKE'))
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content" text NOT NULL,
	"target_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"parent_comment_id" uuid,
	"author_id" uuid,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_target_type_check" CHECK ("comments"."target_type" in ('video', 'post')),
	CONSTRAINT "comments_counts_check" CHECK ("comments"."likes" >= 0 and "comments"."dislikes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"image_key" text,
	"author_id" uuid NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"loves" integer DEFAULT 0 NOT NULL,
	"laughs" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_category_check" CHECK ("posts"."category" in ('Business', 'Lifestyle', 'Innovation', 'Beauty & Arts')),
	CONSTRAINT "posts_counts_check" CHECK ("posts"."likes" >= 0 and "posts"."loves" >= 0 and "posts"."laughs" >= 0 and "posts"."comment_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"post_id" uuid,
	"video_id" uuid,
	"user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reactions_type_check" CHECK ("reactions"."type" in ('LIKE', 'DISLIKE', 'LOVE', 'LAUGH')),
	CONSTRAINT "reactions_one_target" CHECK (("reactions"."post_id" is null) <> ("reactions"."video_id" is null))
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "dislikes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_votes" ADD CONSTRAINT "comment_votes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_comment_id_comments_id_fk" FOREIGN KEY ("parent_comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_target_idx" ON "comments" USING btree ("target_type","target_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_comment_id");--> statement-breakpoint
CREATE INDEX "comments_popular_video_idx" ON "comments" USING btree ("likes" desc,"created_at" desc) WHERE "comments"."target_type" = 'video';--> statement-breakpoint
CREATE INDEX "posts_engagement_idx" ON "posts" USING btree (("likes" + "comment_count") desc,"created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reactions_post_user_type_idx" ON "reactions" USING btree ("post_id","user_id","type") WHERE "reactions"."post_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reactions_video_user_type_idx" ON "reactions" USING btree ("video_id","user_id","type") WHERE "reactions"."video_id" is not null;--> statement-breakpoint
CREATE INDEX "videos_engagement_idx" ON "videos" USING btree (("likes" + "dislikes" + "comment_count") desc,"upload_date" desc) WHERE "videos"."comment_count" > 0;