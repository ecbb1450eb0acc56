CREATE TABLE "attendance_marks" (
	"session_guid" uuid NOT NULL,
	"person_guid" uuid NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "attendance_marks_session_guid_person_guid_pk" PRIMARY KEY("session_guid","person_guid")
);
--> statement-breakpoint
CREATE TABLE "attendance_sessions" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_guid" uuid NOT NULL,
	"day" date NOT NULL,
	"taken_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "behaviour_points" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_guid" uuid NOT NULL,
	"person_guid" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"day" date NOT NULL,
	"given_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "column_scores" (
	"column_guid" uuid NOT NULL,
	"person_guid" uuid NOT NULL,
	"score" numeric(7, 3),
	"excused" boolean DEFAULT false NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "column_scores_column_guid_person_guid_pk" PRIMARY KEY("column_guid","person_guid"),
	CONSTRAINT "column_scores_not_empty" CHECK ("column_scores"."score" is not null or "column_scores"."excused")
);
--> statement-breakpoint
CREATE TABLE "gradebook_columns" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_guid" uuid NOT NULL,
	"name" text NOT NULL,
	"max_score" numeric(7, 2) DEFAULT 10 NOT NULL,
	"deliver_at" timestamp with time zone,
	"period_code" text,
	"category_guid" uuid,
	"weight" numeric(7, 2) DEFAULT 1 NOT NULL,
	"counts_for_final_grade" boolean DEFAULT true NOT NULL,
	"late_counts_as_zero" boolean DEFAULT false NOT NULL,
	"grades_published_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grade_audit" ALTER COLUMN "item_guid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "score_overrides" ALTER COLUMN "score" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "grade_audit" ADD COLUMN "column_guid" uuid;--> statement-breakpoint
ALTER TABLE "score_overrides" ADD COLUMN "excused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_session_guid_attendance_sessions_guid_fk" FOREIGN KEY ("session_guid") REFERENCES "public"."attendance_sessions"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_person_guid_users_guid_fk" FOREIGN KEY ("person_guid") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD CONSTRAINT "attendance_sessions_course_guid_courses_guid_fk" FOREIGN KEY ("course_guid") REFERENCES "public"."courses"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD CONSTRAINT "attendance_sessions_taken_by_users_guid_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behaviour_points" ADD CONSTRAINT "behaviour_points_course_guid_courses_guid_fk" FOREIGN KEY ("course_guid") REFERENCES "public"."courses"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behaviour_points" ADD CONSTRAINT "behaviour_points_person_guid_users_guid_fk" FOREIGN KEY ("person_guid") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behaviour_points" ADD CONSTRAINT "behaviour_points_given_by_users_guid_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "column_scores" ADD CONSTRAINT "column_scores_column_guid_gradebook_columns_guid_fk" FOREIGN KEY ("column_guid") REFERENCES "public"."gradebook_columns"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "column_scores" ADD CONSTRAINT "column_scores_person_guid_users_guid_fk" FOREIGN KEY ("person_guid") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "column_scores" ADD CONSTRAINT "column_scores_changed_by_users_guid_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_columns" ADD CONSTRAINT "gradebook_columns_course_guid_courses_guid_fk" FOREIGN KEY ("course_guid") REFERENCES "public"."courses"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_columns" ADD CONSTRAINT "gradebook_columns_category_guid_grade_categories_guid_fk" FOREIGN KEY ("category_guid") REFERENCES "public"."grade_categories"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_columns" ADD CONSTRAINT "gradebook_columns_created_by_users_guid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_marks_person_idx" ON "attendance_marks" USING btree ("person_guid");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_sessions_course_day_uq" ON "attendance_sessions" USING btree ("course_guid","day");--> statement-breakpoint
CREATE INDEX "behaviour_points_course_idx" ON "behaviour_points" USING btree ("course_guid","day");--> statement-breakpoint
CREATE INDEX "behaviour_points_person_idx" ON "behaviour_points" USING btree ("person_guid");--> statement-breakpoint
CREATE INDEX "column_scores_person_idx" ON "column_scores" USING btree ("person_guid");--> statement-breakpoint
CREATE INDEX "gradebook_columns_course_idx" ON "gradebook_columns" USING btree ("course_guid","position");--> statement-breakpoint
CREATE INDEX "gradebook_columns_category_idx" ON "gradebook_columns" USING btree ("category_guid");--> statement-breakpoint
ALTER TABLE "grade_audit" ADD CONSTRAINT "grade_audit_column_guid_gradebook_columns_guid_fk" FOREIGN KEY ("column_guid") REFERENCES "public"."gradebook_columns"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grade_audit_column_idx" ON "grade_audit" USING btree ("column_guid","person_guid");--> statement-breakpoint
ALTER TABLE "grade_audit" ADD CONSTRAINT "grade_audit_one_target" CHECK (("grade_audit"."item_guid" is null) <> ("grade_audit"."column_guid" is null));--> statement-breakpoint
ALTER TABLE "score_overrides" ADD CONSTRAINT "score_overrides_not_empty" CHECK ("score_overrides"."score" is not null or "score_overrides"."excused");