CREATE TABLE "course_gradebooks" (
	"course_guid" uuid PRIMARY KEY NOT NULL,
	"period_scheme" text DEFAULT 'quarters' NOT NULL,
	"scale" jsonb,
	"drop_lowest" integer DEFAULT 0 NOT NULL,
	"published_periods" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grade_categories" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_guid" uuid NOT NULL,
	"name" text NOT NULL,
	"weight" numeric(7, 2) DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gradebook_items" (
	"item_guid" uuid PRIMARY KEY NOT NULL,
	"period_code" text,
	"category_guid" uuid,
	"weight" numeric(7, 2) DEFAULT 1 NOT NULL,
	"counts_for_final_grade" boolean DEFAULT true NOT NULL,
	"late_counts_as_zero" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_overrides" (
	"item_guid" uuid NOT NULL,
	"person_guid" uuid NOT NULL,
	"score" numeric(7, 3) NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_overrides_item_guid_person_guid_pk" PRIMARY KEY("item_guid","person_guid")
);
--> statement-breakpoint
ALTER TABLE "grade_audit" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "course_gradebooks" ADD CONSTRAINT "course_gradebooks_course_guid_courses_guid_fk" FOREIGN KEY ("course_guid") REFERENCES "public"."courses"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_categories" ADD CONSTRAINT "grade_categories_course_guid_courses_guid_fk" FOREIGN KEY ("course_guid") REFERENCES "public"."courses"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_items" ADD CONSTRAINT "gradebook_items_item_guid_lesson_items_guid_fk" FOREIGN KEY ("item_guid") REFERENCES "public"."lesson_items"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gradebook_items" ADD CONSTRAINT "gradebook_items_category_guid_grade_categories_guid_fk" FOREIGN KEY ("category_guid") REFERENCES "public"."grade_categories"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_overrides" ADD CONSTRAINT "score_overrides_item_guid_lesson_items_guid_fk" FOREIGN KEY ("item_guid") REFERENCES "public"."lesson_items"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_overrides" ADD CONSTRAINT "score_overrides_person_guid_users_guid_fk" FOREIGN KEY ("person_guid") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_overrides" ADD CONSTRAINT "score_overrides_changed_by_users_guid_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grade_categories_course_name_uq" ON "grade_categories" USING btree ("course_guid","name");--> statement-breakpoint
CREATE INDEX "gradebook_items_category_idx" ON "gradebook_items" USING btree ("category_guid");--> statement-breakpoint
CREATE INDEX "score_overrides_person_idx" ON "score_overrides" USING btree ("person_guid");