-- The experience sub-score counts years from the entries' dates (decisions.md, Matching you can trust), so the
-- candidates' match_fields carry each entry's start, end and whether it is current instead of their number.
-- The column is dropped and added again so every stored row is computed with the new function (no trigger runs).
CREATE OR REPLACE FUNCTION slice_candidate_match_fields(doc jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT jsonb_build_object(
    'skills', doc->'skills',
    'location', doc->'location',
    'workAuthorizationStatus', doc->'workAuthorizationStatus',
    'experience', case when jsonb_typeof(doc->'experience') = 'array' then (
      SELECT coalesce(jsonb_agg(jsonb_build_object('startDate', e->'startDate', 'endDate', e->'endDate', 'isCurrent', e->'isCurrent') ORDER BY n), '[]'::jsonb)
      FROM jsonb_array_elements(doc->'experience') WITH ORDINALITY AS entries(e, n)
    ) else '[]'::jsonb end,
    'education', case when jsonb_typeof(doc->'education') = 'array' then jsonb_array_length(doc->'education') else 0 end)
$$;
--> statement-breakpoint
ALTER TABLE "candidates" DROP COLUMN "match_fields";
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "match_fields" jsonb GENERATED ALWAYS AS (slice_candidate_match_fields(doc)) STORED;
