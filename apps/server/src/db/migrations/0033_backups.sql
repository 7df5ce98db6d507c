CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone,
	"destination" text NOT NULL,
	"bytes" bigint,
	"status" text DEFAULT 'running' NOT NULL,
	"error" text,
	CONSTRAINT "backup_runs_status_check" CHECK ("backup_runs"."status" in ('running', 'succeeded', 'failed')),
	CONSTRAINT "backup_runs_trigger_check" CHECK ("backup_runs"."trigger" in ('cli', 'schedule'))
);
--> statement-breakpoint
CREATE TABLE "backup_schedule" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"frequency" text DEFAULT 'off' NOT NULL,
	"hour" integer DEFAULT 3 NOT NULL,
	"keep" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backup_schedule_one_row_check" CHECK ("backup_schedule"."id" = 1),
	CONSTRAINT "backup_schedule_frequency_check" CHECK ("backup_schedule"."frequency" in ('off', 'daily', 'weekly')),
	CONSTRAINT "backup_schedule_hour_check" CHECK ("backup_schedule"."hour" between 0 and 23),
	CONSTRAINT "backup_schedule_keep_check" CHECK ("backup_schedule"."keep" between 1 and 365)
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at");