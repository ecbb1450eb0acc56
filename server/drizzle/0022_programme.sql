CREATE TABLE "lesson_session_pins" (
	"lesson_guid" uuid PRIMARY KEY NOT NULL,
	"course_guid" uuid NOT NULL,
	"session_date" date NOT NULL,
	"session_starts" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_session_pins" ADD CONSTRAINT "lesson_session_pins_lesson_guid_lessons_guid_fk" FOREIGN KEY ("lesson_guid") REFERENCES "public"."lessons"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_session_pins" ADD CONSTRAINT "lesson_session_pins_course_guid_courses_guid_fk" FOREIGN KEY ("course_guid") REFERENCES "public"."courses"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_session_pins" ADD CONSTRAINT "lesson_session_pins_updated_by_users_guid_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_session_pins_course_idx" ON "lesson_session_pins" USING btree ("course_guid");