CREATE TABLE "audit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"school_guid" uuid,
	"actor_guid" uuid,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"target_user_guid" uuid,
	"target_course_guid" uuid,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_school_guid_schools_guid_fk" FOREIGN KEY ("school_guid") REFERENCES "public"."schools"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_actor_guid_users_guid_fk" FOREIGN KEY ("actor_guid") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_target_user_guid_users_guid_fk" FOREIGN KEY ("target_user_guid") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_target_course_guid_courses_guid_fk" FOREIGN KEY ("target_course_guid") REFERENCES "public"."courses"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_entries_guid_uq" ON "audit_entries" USING btree ("guid");--> statement-breakpoint
CREATE INDEX "audit_entries_tenant_idx" ON "audit_entries" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "audit_entries_school_idx" ON "audit_entries" USING btree ("school_guid","id");--> statement-breakpoint
CREATE INDEX "audit_entries_target_user_idx" ON "audit_entries" USING btree ("target_user_guid","id");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_guid");--> statement-breakpoint
CREATE INDEX "audit_entries_target_course_idx" ON "audit_entries" USING btree ("target_course_guid");