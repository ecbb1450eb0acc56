CREATE TABLE "board_message_files" (
	"message_guid" uuid NOT NULL,
	"file_guid" uuid NOT NULL,
	"attached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_message_files_message_guid_file_guid_pk" PRIMARY KEY("message_guid","file_guid")
);
--> statement-breakpoint
ALTER TABLE "board_message_files" ADD CONSTRAINT "board_message_files_message_guid_board_messages_guid_fk" FOREIGN KEY ("message_guid") REFERENCES "public"."board_messages"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_message_files" ADD CONSTRAINT "board_message_files_file_guid_files_guid_fk" FOREIGN KEY ("file_guid") REFERENCES "public"."files"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "board_message_files_file_idx" ON "board_message_files" USING btree ("file_guid");