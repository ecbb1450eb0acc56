CREATE TABLE "sync_jobs" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" uuid,
	"file_name" text NOT NULL,
	"payload" jsonb,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sync_links" (
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"sourced_id" text NOT NULL,
	"guid" uuid NOT NULL,
	CONSTRAINT "sync_links_tenant_id_kind_sourced_id_pk" PRIMARY KEY("tenant_id","kind","sourced_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sync_error" text;--> statement-breakpoint
ALTER TABLE "sync_jobs" ADD CONSTRAINT "sync_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_jobs" ADD CONSTRAINT "sync_jobs_created_by_users_guid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_links" ADD CONSTRAINT "sync_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_jobs_tenant_idx" ON "sync_jobs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_jobs_one_running_uq" ON "sync_jobs" USING btree ("tenant_id") WHERE status in ('pending', 'processing', 'in-progress');--> statement-breakpoint
CREATE INDEX "sync_links_guid_idx" ON "sync_links" USING btree ("guid");