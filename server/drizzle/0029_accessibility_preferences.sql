ALTER TABLE "users" ADD COLUMN "reduced_motion" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "larger_text" boolean DEFAULT false NOT NULL;