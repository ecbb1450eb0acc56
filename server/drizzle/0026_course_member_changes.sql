-- hand-written: course memberships — a membership added, changed or removed (a cascade too) tells every server process
-- at its commit, on the channel `tiza_course_members`, with its course's guid; a truncate says '*' (ADR 0529). Each
-- process forgets what it knew of that course's students (the live questions' fan-out keeps them between rounds).
CREATE OR REPLACE FUNCTION tiza_notify_course_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('tiza_course_members', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('tiza_course_members', OLD.course_guid::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('tiza_course_members', NEW.course_guid::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER course_members_changed AFTER INSERT OR UPDATE OR DELETE ON course_members FOR EACH ROW EXECUTE FUNCTION tiza_notify_course_member();
--> statement-breakpoint
CREATE TRIGGER course_members_truncated AFTER TRUNCATE ON course_members FOR EACH STATEMENT EXECUTE FUNCTION tiza_notify_course_member();
