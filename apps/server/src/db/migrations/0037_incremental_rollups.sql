CREATE TABLE "analytics_day_viewers" (
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"viewer" text NOT NULL,
	CONSTRAINT "analytics_day_viewers_day_scope_viewer_pk" PRIMARY KEY("day","scope","viewer")
);
--> statement-breakpoint
CREATE TABLE "watch_views" (
	"view_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"first_at" timestamp (3) with time zone NOT NULL,
	"source" text NOT NULL,
	"segments" double precision[] NOT NULL,
	CONSTRAINT "watch_views_view_id_video_id_pk" PRIMARY KEY("view_id","video_id")
);
--> statement-breakpoint
CREATE INDEX "watch_views_first_at_idx" ON "watch_views" USING btree ("first_at");--> statement-breakpoint
-- What the rollup has already counted (reports before its cursor) becomes the views' and
-- days' state, so that the next run adds only what is new.
INSERT INTO "watch_views" ("view_id", "video_id", "first_at", "source", "segments")
SELECT e."view_id", e."video_id", min(e."at"), (array_agg(e."source" ORDER BY e."at"))[1],
  array_agg(s.x ORDER BY e."at", s.i)
FROM "watch_events" e CROSS JOIN LATERAL unnest(e."segments") WITH ORDINALITY AS s(x, i)
WHERE e."at" < (SELECT "read_until" FROM "analytics_rollup_state" WHERE "name" = 'watch-rollup')
GROUP BY e."view_id", e."video_id";
--> statement-breakpoint
INSERT INTO "analytics_day_viewers" ("day", "scope", "viewer")
SELECT DISTINCT (e."at" AT TIME ZONE 'UTC')::date, s.scope, e."viewer"
FROM "watch_events" e JOIN "videos" v ON v."id" = e."video_id"
CROSS JOIN LATERAL (VALUES ('video:' || e."video_id"), ('creator:' || v."creator_id"), ('site')) AS s(scope)
WHERE s.scope IS NOT NULL
  AND e."at" < (SELECT "read_until" FROM "analytics_rollup_state" WHERE "name" = 'watch-rollup');
