CREATE TABLE "user_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_guid" uuid NOT NULL,
	"status" integer NOT NULL,
	"code" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_errors" ADD CONSTRAINT "user_errors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_errors" ADD CONSTRAINT "user_errors_user_guid_users_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_errors_user_idx" ON "user_errors" USING btree ("user_guid","id");--> statement-breakpoint
CREATE INDEX "users_tenant_email_prefix_idx" ON "users" USING btree ("tenant_id",lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_tenant_name_prefix_idx" ON "users" USING btree ("tenant_id",translate(lower("name"), 'áàâäãåéèêëíìîïóòôöõúùûüçñ', 'aaaaaaeeeeiiiiooooouuuucn') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_tenant_lastname_prefix_idx" ON "users" USING btree ("tenant_id",translate(lower("lastname"), 'áàâäãåéèêëíìîïóòôöõúùûüçñ', 'aaaaaaeeeeiiiiooooouuuucn') text_pattern_ops);