CREATE TABLE "id_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"verification_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"wrapped_key" text NOT NULL,
	"iv" text NOT NULL,
	"auth_tag" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "id_verification_decisions" (
	"id" text PRIMARY KEY NOT NULL,
	"verification_id" text NOT NULL,
	"id_document_id" text NOT NULL,
	"user_id" text NOT NULL,
	"agent_user_id" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "id_documents_user_idx" ON "id_documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "id_documents_decided_idx" ON "id_documents" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "id_verification_decisions_verification_idx" ON "id_verification_decisions" USING btree ("verification_id");--> statement-breakpoint
-- The decision record is append-only: the database itself refuses to change or remove a row of it.
CREATE FUNCTION "id_verification_decisions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'id_verification_decisions is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "id_verification_decisions_append_only" BEFORE UPDATE OR DELETE ON "id_verification_decisions"
  FOR EACH ROW EXECUTE FUNCTION "id_verification_decisions_append_only"();
