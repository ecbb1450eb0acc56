CREATE TABLE "scorm_records" (
	"item_guid" uuid NOT NULL,
	"user_guid" uuid NOT NULL,
	"cmi" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completion" text DEFAULT 'not-attempted' NOT NULL,
	"success" text DEFAULT 'unknown' NOT NULL,
	"score_scaled" numeric,
	"prior_seconds" integer DEFAULT 0 NOT NULL,
	"session_seconds" integer DEFAULT 0 NOT NULL,
	"session_id" uuid,
	"sessions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorm_records_item_guid_user_guid_pk" PRIMARY KEY("item_guid","user_guid")
);
--> statement-breakpoint
ALTER TABLE "scorm_records" ADD CONSTRAINT "scorm_records_item_guid_lesson_items_guid_fk" FOREIGN KEY ("item_guid") REFERENCES "public"."lesson_items"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_records" ADD CONSTRAINT "scorm_records_user_guid_users_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;