CREATE TABLE "company_candidate_tags" (
	"company_id" text NOT NULL,
	"candidate_id" text NOT NULL,
	"tag_id" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"added_by" text NOT NULL,
	CONSTRAINT "company_candidate_tags_company_id_candidate_id_tag_id_pk" PRIMARY KEY("company_id","candidate_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "company_tags" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "company_tags_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE INDEX "company_candidate_tags_tag_idx" ON "company_candidate_tags" USING btree ("company_id","tag_id");--> statement-breakpoint
CREATE INDEX "company_candidate_tags_candidate_idx" ON "company_candidate_tags" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_tags_name_idx" ON "company_tags" USING btree ("company_id",lower("name")) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "company_tags_id_idx" ON "company_tags" USING btree ("id");