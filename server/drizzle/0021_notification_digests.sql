CREATE TABLE "notification_digests" (
	"user_guid" uuid NOT NULL,
	"day" date NOT NULL,
	"through_id" bigint NOT NULL,
	"items" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_digests_user_guid_day_pk" PRIMARY KEY("user_guid","day")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_user_guid_users_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;