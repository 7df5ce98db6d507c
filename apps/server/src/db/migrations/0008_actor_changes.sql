-- Each node keeps who an access token belongs to for a short while (ADR 0020). Whatever
-- changes that answer (a session revoked or expiring, a suspension, a new e-mail address,
-- a level change, a deleted account), by whichever process or node, tells every node the
-- user's id on the channel reelboard_actor, and each node forgets what it kept about them.
CREATE FUNCTION reelboard_notify_actor_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'reelboard_actor',
    (CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END) ->> TG_ARGV[0]
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_actor_changed AFTER UPDATE OF revoked_at, expires_at, user_id OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION reelboard_notify_actor_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER users_actor_changed AFTER UPDATE OF suspended_at, email OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION reelboard_notify_actor_changed('id');
--> statement-breakpoint
CREATE TRIGGER user_profiles_actor_changed AFTER INSERT OR UPDATE OF level, user_id OR DELETE ON user_profiles
  FOR EACH ROW EXECUTE FUNCTION reelboard_notify_actor_changed('user_id');
