CREATE TABLE "board_messages" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_guid" uuid NOT NULL,
	"author_guid" uuid,
	"parent_guid" uuid,
	"message" text NOT NULL,
	"message_for" text DEFAULT 'all' NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_settings" (
	"course_guid" uuid PRIMARY KEY NOT NULL,
	"students_may_post" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_messages" ADD CONSTRAINT "board_messages_course_guid_courses_guid_fk" FOREIGN KEY ("course_guid") REFERENCES "public"."courses"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_messages" ADD CONSTRAINT "board_messages_author_guid_users_guid_fk" FOREIGN KEY ("author_guid") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_messages" ADD CONSTRAINT "board_messages_parent_guid_board_messages_guid_fk" FOREIGN KEY ("parent_guid") REFERENCES "public"."board_messages"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_settings" ADD CONSTRAINT "board_settings_course_guid_courses_guid_fk" FOREIGN KEY ("course_guid") REFERENCES "public"."courses"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_messages_course_idx" ON "board_messages" USING btree ("course_guid","is_pinned","created_at");--> statement-breakpoint
CREATE INDEX "board_messages_parent_idx" ON "board_messages" USING btree ("parent_guid");--> statement-breakpoint
CREATE INDEX "board_messages_author_idx" ON "board_messages" USING btree ("author_guid");