CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"registration" text DEFAULT 'open' NOT NULL,
	"new_account_level" text DEFAULT 'viewer' NOT NULL,
	"upload_quota_bytes" bigint,
	"upload_quota_videos_per_day" integer,
	"site_name" text,
	"support_email" text,
	"report_hold_threshold" integer,
	"invitations_valid_from" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_one_row_check" CHECK ("site_settings"."id" = 1),
	CONSTRAINT "site_settings_registration_check" CHECK ("site_settings"."registration" in ('open', 'closed', 'invitation')),
	CONSTRAINT "site_settings_new_level_check" CHECK ("site_settings"."new_account_level" in ('viewer', 'creator'))
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_profiles_username_trgm_idx" ON "user_profiles" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_profiles_level_idx" ON "user_profiles" USING btree ("level");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Every node keeps the site's settings in memory (ADR 0035); any change to the row, by
-- whichever node or process, tells every node on reelboard_settings to read it again.
CREATE FUNCTION reelboard_notify_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('reelboard_settings', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER site_settings_changed AFTER INSERT OR UPDATE OR DELETE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION reelboard_notify_settings_changed();
