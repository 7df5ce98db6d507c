-- The automatic hold counts people, not reporter keys (ADR 0017): where accounts are seen
-- (account_addresses, keyed address hashes only), the address every report comes from
-- (reports.address_key), and the weighted count of people behind a target's open reports,
-- by which the queue ranks (reports.target_weight).
CREATE TABLE "account_addresses" (
	"user_id" uuid NOT NULL,
	"address_key" text NOT NULL,
	"last_seen_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "account_addresses_user_id_address_key_pk" PRIMARY KEY("user_id","address_key")
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "address_key" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "target_weight" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_addresses" ADD CONSTRAINT "account_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_addresses_address_idx" ON "account_addresses" USING btree ("address_key");
--> statement-breakpoint
-- An anonymous reporter's key is its address key.
UPDATE "reports" SET "address_key" = "reporter" WHERE "reporter" LIKE 'ip:%';
--> statement-breakpoint
-- The weights of the reports already open, exactly as the service would count them: no
-- sighting is known yet and no account report has an address, so every report is a person
-- of its own, weighing 1 for an account confirmed and a day old when it reported, 0.5 for
-- another account, 0.25 signed out, and nothing for an account no longer there.
UPDATE "reports" AS "open"
SET "target_weight" = "weighed"."weight"
FROM (
	SELECT "r"."target_type", "r"."target_id", sum(CASE
		WHEN "r"."reporter" LIKE 'ip:%' THEN 0.25
		WHEN "u"."id" IS NULL THEN 0
		WHEN "u"."email_verified" AND "r"."created_at" - "u"."created_at" >= interval '1 day' THEN 1
		ELSE 0.5 END) AS "weight"
	FROM "reports" AS "r"
	LEFT JOIN "users" AS "u" ON 'user:' || "u"."id"::text = "r"."reporter"
	WHERE "r"."closed_at" IS NULL AND "r"."reporter" <> 'system'
	GROUP BY "r"."target_type", "r"."target_id"
) AS "weighed"
WHERE "open"."target_type" = "weighed"."target_type" AND "open"."target_id" = "weighed"."target_id"
	AND "open"."closed_at" IS NULL AND "open"."reporter" <> 'system';
