CREATE TABLE "non_school_days" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"school_guid" uuid NOT NULL,
	"course_guid" uuid,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "non_school_days_order" CHECK ("non_school_days"."ends_on" >= "non_school_days"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "non_school_days" ADD CONSTRAINT "non_school_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_school_days" ADD CONSTRAINT "non_school_days_school_guid_schools_guid_fk" FOREIGN KEY ("school_guid") REFERENCES "public"."schools"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_school_days" ADD CONSTRAINT "non_school_days_course_guid_courses_guid_fk" FOREIGN KEY ("course_guid") REFERENCES "public"."courses"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_school_days" ADD CONSTRAINT "non_school_days_created_by_users_guid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "non_school_days_school_idx" ON "non_school_days" USING btree ("school_guid","starts_on");--> statement-breakpoint
CREATE INDEX "non_school_days_course_idx" ON "non_school_days" USING btree ("course_guid");