-- Comment and report limits (identity/minute-throttle.ts) are written on every comment: as an
-- UNLOGGED table they skip the write-ahead log, and a claim no longer waits for a WAL flush.
-- Windows lost in a database crash cost nothing (as for rate_limit_windows, ADR 0019).
ALTER TABLE "comment_throttles" SET UNLOGGED;
