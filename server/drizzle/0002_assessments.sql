CREATE TABLE "answers" (
	"attempt_guid" uuid NOT NULL,
	"question_guid" uuid NOT NULL,
	"answer" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"auto_points" numeric(7, 2),
	"outcome" text,
	"manual_points" numeric(7, 2),
	"feedback" text,
	"graded_by" uuid,
	"graded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answers_attempt_guid_question_guid_pk" PRIMARY KEY("attempt_guid","question_guid")
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_guid" uuid NOT NULL,
	"person_guid" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'in-progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"submission_key" text,
	"auto_submitted" boolean DEFAULT false NOT NULL,
	"points" numeric(9, 2),
	"max_points" numeric(9, 2),
	"score" numeric(7, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grade_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"item_guid" uuid NOT NULL,
	"person_guid" uuid NOT NULL,
	"question_guid" uuid,
	"changed_by" uuid,
	"old_points" numeric(7, 2),
	"new_points" numeric(7, 2),
	"feedback" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_guid" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" numeric(7, 2) NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "evaluator_guid" uuid;--> statement-breakpoint
ALTER TABLE "lesson_items" ADD COLUMN "grades_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_attempt_guid_attempts_guid_fk" FOREIGN KEY ("attempt_guid") REFERENCES "public"."attempts"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_guid_questions_guid_fk" FOREIGN KEY ("question_guid") REFERENCES "public"."questions"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_graded_by_users_guid_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_item_guid_lesson_items_guid_fk" FOREIGN KEY ("item_guid") REFERENCES "public"."lesson_items"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_person_guid_users_guid_fk" FOREIGN KEY ("person_guid") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_audit" ADD CONSTRAINT "grade_audit_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_audit" ADD CONSTRAINT "grade_audit_item_guid_lesson_items_guid_fk" FOREIGN KEY ("item_guid") REFERENCES "public"."lesson_items"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_audit" ADD CONSTRAINT "grade_audit_person_guid_users_guid_fk" FOREIGN KEY ("person_guid") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_audit" ADD CONSTRAINT "grade_audit_changed_by_users_guid_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_item_guid_lesson_items_guid_fk" FOREIGN KEY ("item_guid") REFERENCES "public"."lesson_items"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answers_question_idx" ON "answers" USING btree ("question_guid");--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_item_person_number_uq" ON "attempts" USING btree ("item_guid","person_guid","number");--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_open_uq" ON "attempts" USING btree ("item_guid","person_guid") WHERE status = 'in-progress';--> statement-breakpoint
CREATE INDEX "attempts_person_idx" ON "attempts" USING btree ("person_guid");--> statement-breakpoint
CREATE INDEX "grade_audit_item_idx" ON "grade_audit" USING btree ("item_guid","person_guid");--> statement-breakpoint
CREATE INDEX "questions_item_idx" ON "questions" USING btree ("item_guid","position");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_evaluator_guid_users_guid_fk" FOREIGN KEY ("evaluator_guid") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;