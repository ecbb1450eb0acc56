CREATE TABLE "course_project_lessons" (
	"project_guid" uuid NOT NULL,
	"title_lesson_guid" uuid NOT NULL,
	"lesson_guid" uuid NOT NULL,
	CONSTRAINT "course_project_lessons_project_guid_title_lesson_guid_pk" PRIMARY KEY("project_guid","title_lesson_guid")
);
--> statement-breakpoint
CREATE TABLE "course_projects" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"course_guid" uuid NOT NULL,
	"title_guid" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_items" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_guid" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"position" integer NOT NULL,
	"is_evaluable" boolean DEFAULT false NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"section_name" text,
	"teacher_notes" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_lessons" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_guid" uuid NOT NULL,
	"title_guid" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_questions" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_guid" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" numeric(7, 2) NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_units" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_guid" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_project_lessons" ADD CONSTRAINT "course_project_lessons_project_guid_course_projects_guid_fk" FOREIGN KEY ("project_guid") REFERENCES "public"."course_projects"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_project_lessons" ADD CONSTRAINT "course_project_lessons_title_lesson_guid_title_lessons_guid_fk" FOREIGN KEY ("title_lesson_guid") REFERENCES "public"."title_lessons"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_project_lessons" ADD CONSTRAINT "course_project_lessons_lesson_guid_lessons_guid_fk" FOREIGN KEY ("lesson_guid") REFERENCES "public"."lessons"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_projects" ADD CONSTRAINT "course_projects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_projects" ADD CONSTRAINT "course_projects_course_guid_courses_guid_fk" FOREIGN KEY ("course_guid") REFERENCES "public"."courses"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_projects" ADD CONSTRAINT "course_projects_title_guid_library_titles_guid_fk" FOREIGN KEY ("title_guid") REFERENCES "public"."library_titles"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_projects" ADD CONSTRAINT "course_projects_created_by_users_guid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_items" ADD CONSTRAINT "title_items_lesson_guid_title_lessons_guid_fk" FOREIGN KEY ("lesson_guid") REFERENCES "public"."title_lessons"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_lessons" ADD CONSTRAINT "title_lessons_unit_guid_title_units_guid_fk" FOREIGN KEY ("unit_guid") REFERENCES "public"."title_units"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_lessons" ADD CONSTRAINT "title_lessons_title_guid_library_titles_guid_fk" FOREIGN KEY ("title_guid") REFERENCES "public"."library_titles"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_questions" ADD CONSTRAINT "title_questions_item_guid_title_items_guid_fk" FOREIGN KEY ("item_guid") REFERENCES "public"."title_items"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_units" ADD CONSTRAINT "title_units_title_guid_library_titles_guid_fk" FOREIGN KEY ("title_guid") REFERENCES "public"."library_titles"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_project_lessons_lesson_idx" ON "course_project_lessons" USING btree ("lesson_guid");--> statement-breakpoint
CREATE INDEX "course_project_lessons_title_lesson_idx" ON "course_project_lessons" USING btree ("title_lesson_guid");--> statement-breakpoint
CREATE UNIQUE INDEX "course_projects_course_title_uq" ON "course_projects" USING btree ("course_guid","title_guid");--> statement-breakpoint
CREATE INDEX "course_projects_title_idx" ON "course_projects" USING btree ("title_guid");--> statement-breakpoint
CREATE INDEX "title_items_lesson_idx" ON "title_items" USING btree ("lesson_guid","position");--> statement-breakpoint
CREATE INDEX "title_lessons_unit_idx" ON "title_lessons" USING btree ("unit_guid","position");--> statement-breakpoint
CREATE INDEX "title_lessons_title_idx" ON "title_lessons" USING btree ("title_guid");--> statement-breakpoint
CREATE INDEX "title_questions_item_idx" ON "title_questions" USING btree ("item_guid","position");--> statement-breakpoint
CREATE INDEX "title_units_title_idx" ON "title_units" USING btree ("title_guid","position");