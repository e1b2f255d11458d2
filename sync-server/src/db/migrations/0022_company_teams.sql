CREATE TABLE "company_invitations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"company_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "company_invitations_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"role" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_pending_idx" ON "company_invitations" USING btree ("company_id","email") WHERE consumed_at is null and revoked_at is null;--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id");--> statement-breakpoint
-- Every existing employer founds their company: its id is theirs, so no replicated row changes owner.
INSERT INTO "company_members" ("user_id", "company_id", "role") SELECT "id", "id", 'admin' FROM "users" WHERE "user_type" = 'employer' AND "deleted_at" IS NULL;
