-- Every node keeps comment threads for a moment (scope 'comments', ADR 0019). Each change a
-- reader would see in one (a new comment, an edit, a deletion, a hold or release) is now
-- announced on reelboard_cache by the database, in the writer's own transaction and
-- whoever writes: no separate statement after it (ADR 0020). A vote sets only the
-- counters, which kept answers may show late, and announces nothing.
CREATE FUNCTION reelboard_notify_cache_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('reelboard_cache', 'database ' || TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER comments_cache_changed
  AFTER INSERT OR DELETE OR TRUNCATE
    OR UPDATE OF content, status, hidden_at, hidden_by, edited_at, deleted_at, author_id, target_id, target_type, parent_comment_id
  ON comments FOR EACH STATEMENT EXECUTE FUNCTION reelboard_notify_cache_changed('comments');
