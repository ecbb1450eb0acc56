-- An assignment's grade is its job's evaluation (ADR 0432): manual scores typed in the gradebook for assignments move
-- into the students' jobs (created when there was none: work given on paper), and the override rows keep the excuse only.
INSERT INTO "jobs" ("item_guid", "person_guid", "status", "score", "evaluated_by", "evaluated_at")
SELECT o."item_guid", o."person_guid", 'evaluated', o."score", o."changed_by", o."changed_at"
FROM "score_overrides" o
JOIN "lesson_items" li ON li."guid" = o."item_guid"
WHERE li."content_type" = 'CTTY_14' AND o."score" IS NOT NULL
ON CONFLICT ("item_guid", "person_guid") DO UPDATE
SET "status" = 'evaluated', "score" = EXCLUDED."score", "evaluated_by" = EXCLUDED."evaluated_by", "evaluated_at" = EXCLUDED."evaluated_at";
--> statement-breakpoint
DELETE FROM "score_overrides" o
USING "lesson_items" li
WHERE li."guid" = o."item_guid" AND li."content_type" = 'CTTY_14' AND NOT o."excused";
--> statement-breakpoint
UPDATE "score_overrides" o
SET "score" = NULL
FROM "lesson_items" li
WHERE li."guid" = o."item_guid" AND li."content_type" = 'CTTY_14' AND o."score" IS NOT NULL;
