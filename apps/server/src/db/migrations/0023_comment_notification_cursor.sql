-- Comments are told to people by a background reader in batches (ADR 0026): each comment keeps the
-- transaction that wrote it, and the reader keeps how far it has read.
CREATE TABLE "notification_cursors" (
	"source" text PRIMARY KEY NOT NULL,
	"position" "xid8" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "written_in" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "comments_written_in_idx" ON "comments" USING btree ("written_in");
--> statement-breakpoint
-- The comments written before this were told on their writer's path: start after them.
INSERT INTO "notification_cursors" ("source", "position") VALUES ('comments', (pg_current_xact_id()::text::bigint + 1)::text::xid8);
