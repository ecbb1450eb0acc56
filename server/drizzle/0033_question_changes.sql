-- hand-written: an assessment's questions — a question added, changed or removed (a cascade of a deleted item, lesson
-- or course too) tells every server process at its commit, on the channel `tiza_question_changes`, with its item's
-- guid; a truncate says '*' (ADR 0546). Each process forgets the questions it kept of that assessment.
CREATE OR REPLACE FUNCTION tiza_notify_question() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('tiza_question_changes', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('tiza_question_changes', OLD.item_guid::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('tiza_question_changes', NEW.item_guid::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER questions_changed AFTER INSERT OR UPDATE OR DELETE ON questions FOR EACH ROW EXECUTE FUNCTION tiza_notify_question();
--> statement-breakpoint
CREATE TRIGGER questions_truncated AFTER TRUNCATE ON questions FOR EACH STATEMENT EXECUTE FUNCTION tiza_notify_question();
