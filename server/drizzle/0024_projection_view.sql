ALTER TABLE "projection_sessions" ADD COLUMN "view" jsonb;--> statement-breakpoint
ALTER TABLE "projection_sessions" ADD COLUMN "timer" jsonb;