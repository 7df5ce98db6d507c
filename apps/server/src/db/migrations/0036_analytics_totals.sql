CREATE TABLE "analytics_totals" (
	"video_id" uuid PRIMARY KEY NOT NULL,
	"views" integer NOT NULL,
	"watch_seconds" double precision NOT NULL
);
