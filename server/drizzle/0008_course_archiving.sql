ALTER TABLE "courses" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "archived_by" uuid;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_archived_by_users_guid_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;