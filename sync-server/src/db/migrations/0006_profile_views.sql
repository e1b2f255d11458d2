CREATE TABLE "profile_views" (
	"employer_user_id" text NOT NULL,
	"candidate_id" text NOT NULL,
	"first_viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_views_employer_user_id_candidate_id_pk" PRIMARY KEY("employer_user_id","candidate_id")
);
--> statement-breakpoint
CREATE INDEX "profile_views_candidate_idx" ON "profile_views" USING btree ("candidate_id");