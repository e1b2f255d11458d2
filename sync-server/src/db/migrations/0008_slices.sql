-- The forms of a document's skills and location that slice refreshes look up through indexes: skills lower-cased
-- with spacing collapsed (as shared/src/scoring skillText), the city as the location before its first , ; | or (.
CREATE OR REPLACE FUNCTION slice_skill_terms(doc jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT t), '{}'::text[])
  FROM (
    SELECT regexp_replace(lower(btrim(s)), '\s+', ' ', 'g') AS t
    FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(doc->'skills') = 'array' THEN doc->'skills' ELSE '[]'::jsonb END) AS s
  ) terms
  WHERE t <> ''
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION slice_city(doc jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(lower(btrim(regexp_replace(coalesce(doc->>'location', ''), '[,;|(].*$', ''))), '\s+', ' ', 'g')
$$;
--> statement-breakpoint
CREATE TABLE "slice_members" (
	"user_id" text NOT NULL,
	"collection" text NOT NULL,
	"doc_id" text NOT NULL,
	"in_slice" boolean DEFAULT true NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"score" real DEFAULT 0 NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	CONSTRAINT "slice_members_user_id_collection_doc_id_pk" PRIMARY KEY("user_id","collection","doc_id")
);
--> statement-breakpoint
CREATE TABLE "slice_owners" (
	"user_id" text NOT NULL,
	"collection" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"cap" integer NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"min_score" real DEFAULT 0 NOT NULL,
	"terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"places" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "slice_owners_user_id_collection_pk" PRIMARY KEY("user_id","collection")
);
--> statement-breakpoint
CREATE INDEX "slice_members_position_idx" ON "slice_members" USING btree ("user_id","collection","xid","seq");--> statement-breakpoint
CREATE INDEX "slice_owners_terms_idx" ON "slice_owners" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "slice_owners_places_idx" ON "slice_owners" USING gin ("places");--> statement-breakpoint
CREATE INDEX "candidates_slice_terms_idx" ON "candidates" USING gin (slice_skill_terms("doc")) WHERE public_scope = 'employers';--> statement-breakpoint
CREATE INDEX "candidates_slice_city_idx" ON "candidates" USING btree (slice_city("doc")) WHERE public_scope = 'employers';--> statement-breakpoint
CREATE INDEX "candidates_slice_recent_idx" ON "candidates" USING btree ("updated_at") WHERE public_scope = 'employers';--> statement-breakpoint
CREATE INDEX "jobs_slice_terms_idx" ON "jobs" USING gin (slice_skill_terms("doc")) WHERE public_scope = 'all';--> statement-breakpoint
CREATE INDEX "jobs_slice_city_idx" ON "jobs" USING btree (slice_city("doc")) WHERE public_scope = 'all';--> statement-breakpoint
CREATE INDEX "jobs_slice_recent_idx" ON "jobs" USING btree ("updated_at") WHERE public_scope = 'all';