CREATE TABLE "course_timetables" (
	"course_guid" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"slots" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_timetables_order" CHECK ("course_timetables"."ends_on" >= "course_timetables"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "course_timetables" ADD CONSTRAINT "course_timetables_course_guid_courses_guid_fk" FOREIGN KEY ("course_guid") REFERENCES "public"."courses"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_timetables" ADD CONSTRAINT "course_timetables_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_timetables" ADD CONSTRAINT "course_timetables_updated_by_users_guid_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;