-- Each node keeps the compiled blocked terms (ADR 0017, ADR 0020) instead of reading them
-- for every comment. Any change to the list, by whichever process or node, tells every node
-- on the channel reelboard_blocked_terms, and each node reads the list again.
CREATE FUNCTION reelboard_notify_blocked_terms_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('reelboard_blocked_terms', 'changed');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER blocked_terms_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blocked_terms
  FOR EACH STATEMENT EXECUTE FUNCTION reelboard_notify_blocked_terms_changed();
