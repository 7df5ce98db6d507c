-- What a write changes is now declared once, by the service that makes it (ADR 0025): the
-- comment and blocked-term services announce their own changes on reelboard_cache, like
-- every other service, so the triggers of migrations 0014 and 0015 go.
DROP TRIGGER comments_cache_changed ON comments;
--> statement-breakpoint
DROP TRIGGER blocked_terms_cache_changed ON blocked_terms;
--> statement-breakpoint
DROP FUNCTION reelboard_notify_cache_changed();
