-- Every process keeps signed-in sessions in memory (ADR 0470). Whatever ends a session or changes who its user is —
-- a logout, a password reset, a role changed by any means, a user deleted — tells every process at the commit of its
-- transaction, on the channel `tiza_session_changes`: 's:<session id>', 'u:<user guid>', or '*' (forget them all).
CREATE OR REPLACE FUNCTION tiza_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('tiza_session_changes', '*');
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('tiza_session_changes', 's:' || OLD.id::text);
  ELSE
    PERFORM pg_notify('tiza_session_changes', 'u:' || OLD.guid::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION tiza_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION tiza_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OF guid, tenant_id, role OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION tiza_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION tiza_notify_session_change();
