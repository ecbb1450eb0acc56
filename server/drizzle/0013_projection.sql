CREATE TABLE "projection_sessions" (
	"guid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"course_guid" uuid NOT NULL,
	"lesson_guid" uuid NOT NULL,
	"owner_guid" uuid NOT NULL,
	"short_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paired_at" timestamp with time zone,
	"current" integer DEFAULT 0 NOT NULL,
	"blank" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projection_sessions" ADD CONSTRAINT "projection_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projection_sessions" ADD CONSTRAINT "projection_sessions_course_guid_courses_guid_fk" FOREIGN KEY ("course_guid") REFERENCES "public"."courses"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projection_sessions" ADD CONSTRAINT "projection_sessions_lesson_guid_lessons_guid_fk" FOREIGN KEY ("lesson_guid") REFERENCES "public"."lessons"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projection_sessions" ADD CONSTRAINT "projection_sessions_owner_guid_users_guid_fk" FOREIGN KEY ("owner_guid") REFERENCES "public"."users"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "projection_sessions_short_token_uq" ON "projection_sessions" USING btree ("short_token");--> statement-breakpoint
CREATE INDEX "projection_sessions_owner_idx" ON "projection_sessions" USING btree ("owner_guid");--> statement-breakpoint
-- hand-written: projection — every change of a projection tells every server process at its commit, on the channel
-- `tiza_projection_changes`, with the projection's guid (ADR 0520): each process sends the new state to the projectors
-- and remotes connected to it.
CREATE OR REPLACE FUNCTION tiza_notify_projection_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tiza_projection_changes', NEW.guid::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER projection_sessions_changed AFTER INSERT OR UPDATE ON projection_sessions FOR EACH ROW EXECUTE FUNCTION tiza_notify_projection_change();
