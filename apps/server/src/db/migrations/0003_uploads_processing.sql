CREATE TABLE "upload_sessions" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp (3) with time zone,
	CONSTRAINT "upload_sessions_key_unique" UNIQUE("key"),
	CONSTRAINT "upload_sessions_status_check" CHECK ("upload_sessions"."status" in ('uploading', 'completed', 'used')),
	CONSTRAINT "upload_sessions_size_check" CHECK ("upload_sessions"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "video_processing_attempts" (
	"video_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"prefix" text NOT NULL,
	"keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_processing_attempts_video_id_attempt_pk" PRIMARY KEY("video_id","attempt")
);
--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_processing_attempts" ADD CONSTRAINT "video_processing_attempts_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_sessions_owner_idx" ON "upload_sessions" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "upload_sessions_status_idx" ON "upload_sessions" USING btree ("status","created_at");