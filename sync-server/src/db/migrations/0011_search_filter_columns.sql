-- What GET /api/search filters by, as stored columns (db/schema.ts jobFilterColumns, candidateFilterColumns),
-- and covering indexes in recency order that carry every column a search condition or a slice-pool branch
-- reads: a newest-first walk is then an index-only scan that never visits the wide rows (a job's description
-- makes most of it). drizzle cannot declare INCLUDE, so the covering indexes live here only. One ALTER per
-- table: each is rewritten once.
DROP INDEX "jobs_search_salary_idx";
--> statement-breakpoint
ALTER TABLE "candidates"
  ADD COLUMN "salary_expectation" numeric GENERATED ALWAYS AS (case when jsonb_typeof(doc->'salaryExpectation') = 'number' then (doc->>'salaryExpectation')::numeric end) STORED,
  ADD COLUMN "years_experience" numeric GENERATED ALWAYS AS (case when jsonb_typeof(doc->'yearsExperience') = 'number' then (doc->>'yearsExperience')::numeric end) STORED;
--> statement-breakpoint
ALTER TABLE "jobs"
  ADD COLUMN "job_type" text GENERATED ALWAYS AS (doc->>'jobType') STORED,
  ADD COLUMN "visa_sponsorship" boolean GENERATED ALWAYS AS (coalesce(doc->'visaSponsorship' = 'true'::jsonb, false)) STORED,
  ADD COLUMN "required_experience" numeric GENERATED ALWAYS AS (case when jsonb_typeof(doc->'requiredExperience') = 'number' then (doc->>'requiredExperience')::numeric end) STORED,
  ADD COLUMN "salary_high" numeric GENERATED ALWAYS AS (coalesce(case when jsonb_typeof(doc->'salaryMax') = 'number' then (doc->>'salaryMax')::numeric end, case when jsonb_typeof(doc->'salaryMin') = 'number' then (doc->>'salaryMin')::numeric end)) STORED,
  ADD COLUMN "salary_low" numeric GENERATED ALWAYS AS (coalesce(case when jsonb_typeof(doc->'salaryMin') = 'number' then (doc->>'salaryMin')::numeric end, case when jsonb_typeof(doc->'salaryMax') = 'number' then (doc->>'salaryMax')::numeric end)) STORED,
  ADD COLUMN "employer_id" text GENERATED ALWAYS AS (doc->>'employerId') STORED;
--> statement-breakpoint
CREATE INDEX "jobs_salary_high_idx" ON "jobs" USING btree ("salary_high") WHERE public_scope = 'all';
--> statement-breakpoint
CREATE INDEX "jobs_search_walk_idx" ON "jobs" USING btree ("updated_at" DESC, "id" DESC)
  INCLUDE ("search_text", "skill_terms", "remote_ok", "job_type", "visa_sponsorship", "required_experience", "salary_high", "salary_low", "employer_id")
  WHERE public_scope = 'all' AND NOT deleted;
--> statement-breakpoint
CREATE INDEX "candidates_search_walk_idx" ON "candidates" USING btree ("updated_at" DESC, "id" DESC)
  INCLUDE ("search_text", "skill_terms", "salary_expectation", "years_experience")
  WHERE public_scope = 'employers' AND NOT deleted;
