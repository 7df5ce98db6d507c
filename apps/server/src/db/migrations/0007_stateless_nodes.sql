CREATE SEQUENCE "public"."cache_generation" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cluster_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
