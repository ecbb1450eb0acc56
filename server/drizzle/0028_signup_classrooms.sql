CREATE TABLE "signup_classrooms" (
	"user_guid" uuid NOT NULL,
	"course_guid" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signup_classrooms_user_guid_course_guid_pk" PRIMARY KEY("user_guid","course_guid")
);
--> statement-breakpoint
ALTER TABLE "signup_classrooms" ADD CONSTRAINT "signup_classrooms_user_guid_users_guid_fk" FOREIGN KEY ("user_guid") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_classrooms" ADD CONSTRAINT "signup_classrooms_course_guid_courses_guid_fk" FOREIGN KEY ("course_guid") REFERENCES "public"."courses"("guid") ON DELETE cascade ON UPDATE no action;