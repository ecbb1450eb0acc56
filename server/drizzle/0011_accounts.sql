CREATE TABLE "guardian_consents" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_guid" uuid NOT NULL,
	"guardian_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consented_at" timestamp with time zone,
	"guardian_name" text,
	"shown_text" text,
	"consent_language" text
);
--> statement-breakpoint
CREATE TABLE "library_titles" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discipline" text NOT NULL,
	"education_level" text NOT NULL,
	"education_years" text[] DEFAULT '{}'::text[] NOT NULL,
	"profile" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licence_codes" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"title_guid" uuid NOT NULL,
	"profile" text NOT NULL,
	"seats" integer NOT NULL,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"days" integer NOT NULL,
	"redeemable_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_codes_seats_ck" CHECK ("licence_codes"."redeemed" >= 0 and "licence_codes"."redeemed" <= "licence_codes"."seats")
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_guid" uuid NOT NULL,
	"code_guid" uuid NOT NULL,
	"title_guid" uuid NOT NULL,
	"ends_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "digital_consent_age" integer DEFAULT 16 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_user_guid_users_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_titles" ADD CONSTRAINT "library_titles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_codes" ADD CONSTRAINT "licence_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_codes" ADD CONSTRAINT "licence_codes_title_guid_library_titles_guid_fk" FOREIGN KEY ("title_guid") REFERENCES "public"."library_titles"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_user_guid_users_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_code_guid_licence_codes_guid_fk" FOREIGN KEY ("code_guid") REFERENCES "public"."licence_codes"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_title_guid_library_titles_guid_fk" FOREIGN KEY ("title_guid") REFERENCES "public"."library_titles"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_consents_user_idx" ON "guardian_consents" USING btree ("user_guid");--> statement-breakpoint
CREATE INDEX "library_titles_tenant_idx" ON "library_titles" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "licence_codes_tenant_code_uq" ON "licence_codes" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "licence_codes_title_idx" ON "licence_codes" USING btree ("title_guid");--> statement-breakpoint
CREATE UNIQUE INDEX "licences_user_code_uq" ON "licences" USING btree ("user_guid","code_guid");--> statement-breakpoint
CREATE INDEX "licences_title_idx" ON "licences" USING btree ("title_guid");--> statement-breakpoint
CREATE INDEX "licences_code_idx" ON "licences" USING btree ("code_guid");