ALTER TABLE "stored_files" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "original_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "stored_files_user_idx" ON "stored_files" USING btree ("user_id");