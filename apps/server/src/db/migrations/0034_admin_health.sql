CREATE TABLE "node_heartbeats" (
	"id" uuid PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"hostname" text NOT NULL,
	"pid" integer NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"last_beat_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_usage" (
	"area" text PRIMARY KEY NOT NULL,
	"bytes" bigint NOT NULL,
	"objects" integer NOT NULL,
	"measured_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "node_heartbeats_last_beat_idx" ON "node_heartbeats" USING btree ("last_beat_at");