CREATE TABLE "verified_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "magic_links_email_idx" ON "magic_links" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_live_idx" ON "users" USING btree ("phone") WHERE deleted_at is null;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "pattern_failures";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "pattern_locked_at";