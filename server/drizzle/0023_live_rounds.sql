CREATE TABLE "live_answers" (
	"round_guid" uuid NOT NULL,
	"student_guid" uuid NOT NULL,
	"answer" jsonb NOT NULL,
	"points" numeric(7, 2) NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_answers_round_guid_student_guid_pk" PRIMARY KEY("round_guid","student_guid")
);
--> statement-breakpoint
CREATE TABLE "live_rounds" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"projection_guid" uuid NOT NULL,
	"course_guid" uuid NOT NULL,
	"lesson_guid" uuid NOT NULL,
	"owner_guid" uuid NOT NULL,
	"question_type" text NOT NULL,
	"prompt" text NOT NULL,
	"data" jsonb NOT NULL,
	"points" numeric(7, 2) NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"names_shown" boolean DEFAULT false NOT NULL,
	"column_guid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_answers" ADD CONSTRAINT "live_answers_round_guid_live_rounds_guid_fk" FOREIGN KEY ("round_guid") REFERENCES "public"."live_rounds"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_answers" ADD CONSTRAINT "live_answers_student_guid_users_guid_fk" FOREIGN KEY ("student_guid") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_projection_guid_projection_sessions_guid_fk" FOREIGN KEY ("projection_guid") REFERENCES "public"."projection_sessions"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_course_guid_courses_guid_fk" FOREIGN KEY ("course_guid") REFERENCES "public"."courses"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_lesson_guid_lessons_guid_fk" FOREIGN KEY ("lesson_guid") REFERENCES "public"."lessons"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_owner_guid_users_guid_fk" FOREIGN KEY ("owner_guid") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD CONSTRAINT "live_rounds_column_guid_gradebook_columns_guid_fk" FOREIGN KEY ("column_guid") REFERENCES "public"."gradebook_columns"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_rounds_projection_idx" ON "live_rounds" USING btree ("projection_guid","created_at");--> statement-breakpoint
CREATE INDEX "live_rounds_lesson_idx" ON "live_rounds" USING btree ("lesson_guid","state");