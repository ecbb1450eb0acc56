CREATE TABLE "files" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"course_guid" uuid NOT NULL,
	"owner_guid" uuid,
	"purpose" text NOT NULL,
	"media_type" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"name" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_progress" (
	"user_guid" uuid NOT NULL,
	"item_guid" uuid NOT NULL,
	"progress" integer NOT NULL,
	"position" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_progress_user_guid_item_guid_pk" PRIMARY KEY("user_guid","item_guid")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_guid" uuid NOT NULL,
	"person_guid" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"text" text,
	"file_guids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"submission_key" text,
	"delivered_at" timestamp with time zone,
	"late" boolean DEFAULT false NOT NULL,
	"score" numeric(7, 3),
	"feedback" text,
	"evaluated_by" uuid,
	"evaluated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_items" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_items" ADD COLUMN "audience" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_items" ADD COLUMN "section_name" text;--> statement-breakpoint
ALTER TABLE "lesson_items" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_course_guid_courses_guid_fk" FOREIGN KEY ("course_guid") REFERENCES "public"."courses"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_guid_users_guid_fk" FOREIGN KEY ("owner_guid") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_progress" ADD CONSTRAINT "item_progress_user_guid_users_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_progress" ADD CONSTRAINT "item_progress_item_guid_lesson_items_guid_fk" FOREIGN KEY ("item_guid") REFERENCES "public"."lesson_items"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_item_guid_lesson_items_guid_fk" FOREIGN KEY ("item_guid") REFERENCES "public"."lesson_items"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_person_guid_users_guid_fk" FOREIGN KEY ("person_guid") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_evaluated_by_users_guid_fk" FOREIGN KEY ("evaluated_by") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_course_idx" ON "files" USING btree ("course_guid");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_guid");--> statement-breakpoint
CREATE INDEX "item_progress_item_idx" ON "item_progress" USING btree ("item_guid");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_item_person_uq" ON "jobs" USING btree ("item_guid","person_guid");--> statement-breakpoint
CREATE INDEX "jobs_person_idx" ON "jobs" USING btree ("person_guid");