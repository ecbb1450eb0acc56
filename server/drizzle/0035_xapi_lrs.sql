CREATE TABLE "lrs_credentials" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text DEFAULT 'client' NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" uuid,
	"user_guid" uuid,
	"item_guid" uuid,
	"actor_key" text,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xapi_activities" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"definition" jsonb NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xapi_activities_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "xapi_attachments" (
	"tenant_id" text NOT NULL,
	"sha2" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xapi_attachments_tenant_id_sha2_pk" PRIMARY KEY("tenant_id","sha2")
);
--> statement-breakpoint
CREATE TABLE "xapi_documents" (
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"document_id" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"etag" text NOT NULL,
	"updated" timestamp (6) with time zone NOT NULL,
	CONSTRAINT "xapi_documents_tenant_id_kind_scope_document_id_pk" PRIMARY KEY("tenant_id","kind","scope","document_id")
);
--> statement-breakpoint
CREATE TABLE "xapi_statements" (
	"tenant_id" text NOT NULL,
	"id" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"statement" jsonb NOT NULL,
	"actor_key" text,
	"verb_id" text NOT NULL,
	"activity_id" text,
	"object_agent_key" text,
	"registration" uuid,
	"voids" uuid,
	"voided" boolean DEFAULT false NOT NULL,
	"related_agents" text[] NOT NULL,
	"related_activities" text[] NOT NULL,
	"stored" timestamp (6) with time zone NOT NULL,
	"credential_guid" uuid,
	CONSTRAINT "xapi_statements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "lrs_credentials" ADD CONSTRAINT "lrs_credentials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lrs_credentials" ADD CONSTRAINT "lrs_credentials_created_by_users_guid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lrs_credentials" ADD CONSTRAINT "lrs_credentials_user_guid_users_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lrs_credentials" ADD CONSTRAINT "lrs_credentials_item_guid_lesson_items_guid_fk" FOREIGN KEY ("item_guid") REFERENCES "public"."lesson_items"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xapi_activities" ADD CONSTRAINT "xapi_activities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xapi_attachments" ADD CONSTRAINT "xapi_attachments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xapi_documents" ADD CONSTRAINT "xapi_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xapi_statements" ADD CONSTRAINT "xapi_statements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xapi_statements" ADD CONSTRAINT "xapi_statements_credential_guid_lrs_credentials_guid_fk" FOREIGN KEY ("credential_guid") REFERENCES "public"."lrs_credentials"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lrs_credentials_key_idx" ON "lrs_credentials" USING btree ("key");--> statement-breakpoint
CREATE INDEX "lrs_credentials_tenant_idx" ON "lrs_credentials" USING btree ("tenant_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "xapi_documents_updated_idx" ON "xapi_documents" USING btree ("tenant_id","kind","scope","updated");--> statement-breakpoint
CREATE UNIQUE INDEX "xapi_statements_seq_idx" ON "xapi_statements" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "xapi_statements_tenant_seq_idx" ON "xapi_statements" USING btree ("tenant_id","seq");--> statement-breakpoint
CREATE INDEX "xapi_statements_actor_idx" ON "xapi_statements" USING btree ("tenant_id","actor_key","activity_id","seq");--> statement-breakpoint
CREATE INDEX "xapi_statements_object_agent_idx" ON "xapi_statements" USING btree ("tenant_id","object_agent_key","seq") WHERE object_agent_key is not null;--> statement-breakpoint
CREATE INDEX "xapi_statements_verb_idx" ON "xapi_statements" USING btree ("tenant_id","verb_id","seq");--> statement-breakpoint
CREATE INDEX "xapi_statements_activity_idx" ON "xapi_statements" USING btree ("tenant_id","activity_id","seq");--> statement-breakpoint
CREATE INDEX "xapi_statements_registration_idx" ON "xapi_statements" USING btree ("tenant_id","registration","seq") WHERE registration is not null;--> statement-breakpoint
CREATE INDEX "xapi_statements_voids_idx" ON "xapi_statements" USING btree ("tenant_id","voids") WHERE voids is not null;--> statement-breakpoint
CREATE INDEX "xapi_statements_related_agents_idx" ON "xapi_statements" USING gin ("related_agents");--> statement-breakpoint
CREATE INDEX "xapi_statements_related_activities_idx" ON "xapi_statements" USING gin ("related_activities");