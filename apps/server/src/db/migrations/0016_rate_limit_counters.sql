-- One table for every rate limit (ops/rate-limiter.ts, issue 20 item 5). It takes the rows of
-- auth_throttles (sign-in back-off, code resends), comment_throttles (comments, reports, adds
-- to cart) and rate_limit_windows (@fastify/rate-limit), then those three go.
-- UNLOGGED, as comment_throttles and rate_limit_windows were: every comment and every
-- rate-limited request writes a counter, and skipping the write-ahead log keeps that write
-- cheap (ADR 0020). A database crash empties the table: each limit's window starts afresh,
-- and a sign-in back-off returns to its free attempts, as after a day without any. That is
-- the only thing auth_throttles (logged) gave more, and it is not worth a WAL write per claim.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp (3) with time zone NOT NULL,
	"next_claim_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
-- Rows that still decide something move in the new shape (window_ends_at: a claim after it
-- starts a new window; next_claim_at: no claim before it); spent ones stay behind, as the
-- hourly clean-up would remove them. The limits below are those of the code at this
-- migration. Comments ('ip:<hash>', 'user:<id>', now under 'comment:'), reports and adds to
-- cart: fixed one-minute windows from their first claim.
INSERT INTO "rate_limit_counters" ("key", "count", "window_ends_at", "next_claim_at")
SELECT CASE WHEN "key" LIKE 'report:%' OR "key" LIKE 'cart-add:%' THEN "key" ELSE 'comment:' || "key" END,
	"count", "window_started_at" + interval '1 minute', "window_started_at"
FROM "comment_throttles"
WHERE "window_started_at" + interval '1 minute' > now();
--> statement-breakpoint
-- Code resends: five per hour from the first, and a minute after the last.
INSERT INTO "rate_limit_counters" ("key", "count", "window_ends_at", "next_claim_at")
SELECT "key", "count", "window_started_at" + interval '1 hour', "last_at" + interval '1 minute'
FROM "auth_throttles"
WHERE "key" LIKE 'resend:%'
	AND greatest("window_started_at" + interval '1 hour', "last_at" + interval '1 minute') > now();
--> statement-breakpoint
-- Sign-in back-off: forgotten a day after the last attempt; after 5 failures each attempt
-- waits 2^(failures - 5) seconds after the last, at most 15 minutes.
INSERT INTO "rate_limit_counters" ("key", "count", "window_ends_at", "next_claim_at")
SELECT "key", "count", "last_at" + interval '1 day',
	"last_at" + make_interval(secs => CASE WHEN "count" < 5 THEN 0 ELSE least(power(2, "count" - 5), 900) END)
FROM "auth_throttles"
WHERE "key" LIKE 'sign-in:%' AND "last_at" + interval '1 day' > now();
--> statement-breakpoint
-- The per-address windows of the REST routes, now under 'request:'.
INSERT INTO "rate_limit_counters" ("key", "count", "window_ends_at", "next_claim_at")
SELECT 'request:' || "key", "hits", "expires_at", least("expires_at", now())
FROM "rate_limit_windows"
WHERE "expires_at" > now();
--> statement-breakpoint
DROP TABLE "auth_throttles" CASCADE;--> statement-breakpoint
DROP TABLE "comment_throttles" CASCADE;--> statement-breakpoint
DROP TABLE "rate_limit_windows" CASCADE;
