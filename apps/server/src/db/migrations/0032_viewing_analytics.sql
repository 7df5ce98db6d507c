CREATE TABLE "analytics_days" (
	"scope" text NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	"unique_viewers" integer NOT NULL,
	"watch_seconds" double precision NOT NULL,
	"retention" integer[] NOT NULL,
	"sources" integer[] NOT NULL,
	CONSTRAINT "analytics_days_scope_day_pk" PRIMARY KEY("scope","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_hours" (
	"video_id" uuid NOT NULL,
	"creator_id" uuid,
	"hour" timestamp (3) with time zone NOT NULL,
	"views" integer NOT NULL,
	"watch_seconds" double precision NOT NULL,
	"retention" integer[] NOT NULL,
	"sources" integer[] NOT NULL,
	CONSTRAINT "analytics_hours_video_id_hour_pk" PRIMARY KEY("video_id","hour")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"read_until" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_shares" (
	"video_id" uuid NOT NULL,
	"day" date NOT NULL,
	"network" text NOT NULL,
	"shares" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "video_shares_video_id_day_network_pk" PRIMARY KEY("video_id","day","network"),
	CONSTRAINT "video_shares_count_check" CHECK ("video_shares"."shares" > 0)
);
--> statement-breakpoint
CREATE TABLE "watch_events" (
	"view_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"viewer" text NOT NULL,
	"source" text NOT NULL,
	"segments" double precision[] NOT NULL,
	"at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_shares" ADD CONSTRAINT "video_shares_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_hours_hour_idx" ON "analytics_hours" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "watch_events_at_idx" ON "watch_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "watch_events_view_idx" ON "watch_events" USING btree ("view_id","at");--> statement-breakpoint
CREATE INDEX "watch_events_video_idx" ON "watch_events" USING btree ("video_id","at");