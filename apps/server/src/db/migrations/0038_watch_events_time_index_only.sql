DROP INDEX "watch_events_view_idx";--> statement-breakpoint
DROP INDEX "watch_events_video_idx";