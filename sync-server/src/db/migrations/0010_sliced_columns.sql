-- Stored columns computed from the document (db/schema.ts slicedColumns), so the slice pool and search read a
-- few short fields, not whole documents. One ALTER per table: the table is rewritten once.
-- The fields the shared scorer reads (slices/slice-pool.ts). jsonb_build_object is only STABLE (it may call any
-- type's output function); with jsonb, text and integer arguments it is immutable, which these functions declare.
CREATE OR REPLACE FUNCTION slice_job_match_fields(doc jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT jsonb_build_object('skills', doc->'skills', 'location', doc->'location', 'requiredExperience', doc->'requiredExperience', 'remoteOk', doc->'remoteOk', 'visaSponsorship', doc->'visaSponsorship')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION slice_candidate_match_fields(doc jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT jsonb_build_object('skills', doc->'skills', 'location', doc->'location', 'workAuthorizationStatus', doc->'workAuthorizationStatus', 'experience', case when jsonb_typeof(doc->'experience') = 'array' then jsonb_array_length(doc->'experience') else 0 end, 'education', case when jsonb_typeof(doc->'education') = 'array' then jsonb_array_length(doc->'education') else 0 end)
$$;
--> statement-breakpoint
DROP INDEX "candidates_slice_terms_idx";
--> statement-breakpoint
DROP INDEX "candidates_search_text_idx";
--> statement-breakpoint
DROP INDEX "jobs_slice_terms_idx";
--> statement-breakpoint
DROP INDEX "jobs_search_text_idx";
--> statement-breakpoint
ALTER TABLE "candidates"
  ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(coalesce(doc->>'firstName', '') || ' ' || coalesce(doc->>'lastName', '') || E'\n' || coalesce(doc->>'title', '') || E'\n' || coalesce(doc->>'location', '') || E'\n' || coalesce((doc->'skills')::text, ''), 'İK', 'ik'))) STORED,
  ADD COLUMN "skill_terms" text[] GENERATED ALWAYS AS (slice_skill_terms(doc)) STORED,
  ADD COLUMN "match_fields" jsonb GENERATED ALWAYS AS (slice_candidate_match_fields(doc)) STORED;
--> statement-breakpoint
ALTER TABLE "jobs"
  ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(coalesce(doc->>'title', '') || E'\n' || coalesce(doc->>'companyName', '') || E'\n' || coalesce(doc->>'location', '') || E'\n' || coalesce((doc->'skills')::text, ''), 'İK', 'ik'))) STORED,
  ADD COLUMN "skill_terms" text[] GENERATED ALWAYS AS (slice_skill_terms(doc)) STORED,
  ADD COLUMN "match_fields" jsonb GENERATED ALWAYS AS (slice_job_match_fields(doc)) STORED,
  ADD COLUMN "remote_ok" boolean GENERATED ALWAYS AS (coalesce(doc->'remoteOk' = 'true'::jsonb, false)) STORED;
--> statement-breakpoint
CREATE INDEX "candidates_skill_terms_idx" ON "candidates" USING gin ("skill_terms") WHERE public_scope = 'employers';
--> statement-breakpoint
CREATE INDEX "candidates_search_trgm_idx" ON "candidates" USING gin ("search_text" public.gin_trgm_ops) WHERE public_scope = 'employers';
--> statement-breakpoint
CREATE INDEX "jobs_skill_terms_idx" ON "jobs" USING gin ("skill_terms") WHERE public_scope = 'all';
--> statement-breakpoint
CREATE INDEX "jobs_search_trgm_idx" ON "jobs" USING gin ("search_text" public.gin_trgm_ops) WHERE public_scope = 'all';
--> statement-breakpoint
CREATE INDEX "jobs_remote_recent_idx" ON "jobs" USING btree ("updated_at") WHERE public_scope = 'all' and remote_ok;
