-- The blocked terms are kept like every other kept answer (scope 'blockedTerms', ADR 0020):
-- a change to the list is announced on reelboard_cache by migration 0014's function, and
-- 0013's channel of its own goes.
DROP TRIGGER blocked_terms_changed ON blocked_terms;
--> statement-breakpoint
DROP FUNCTION reelboard_notify_blocked_terms_changed();
--> statement-breakpoint
CREATE TRIGGER blocked_terms_cache_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blocked_terms
  FOR EACH STATEMENT EXECUTE FUNCTION reelboard_notify_cache_changed('blockedTerms');
