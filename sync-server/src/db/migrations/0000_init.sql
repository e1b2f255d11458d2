CREATE SEQUENCE "change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"owner_user_id" text NOT NULL,
	"reader_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"public_scope" text,
	"ever_public_scope" text,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" text PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"owner_user_id" text NOT NULL,
	"reader_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"public_scope" text,
	"ever_public_scope" text,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" text PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"owner_user_id" text NOT NULL,
	"reader_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"public_scope" text,
	"ever_public_scope" text,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"owner_user_id" text NOT NULL,
	"reader_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"public_scope" text,
	"ever_public_scope" text,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employers" (
	"id" text PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"owner_user_id" text NOT NULL,
	"reader_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"public_scope" text,
	"ever_public_scope" text,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"owner_user_id" text NOT NULL,
	"reader_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"public_scope" text,
	"ever_public_scope" text,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" text PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"owner_user_id" text NOT NULL,
	"reader_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"public_scope" text,
	"ever_public_scope" text,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"owner_user_id" text NOT NULL,
	"reader_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"public_scope" text,
	"ever_public_scope" text,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magic_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"owner_user_id" text NOT NULL,
	"reader_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"public_scope" text,
	"ever_public_scope" text,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"owner_user_id" text NOT NULL,
	"reader_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"public_scope" text,
	"ever_public_scope" text,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"owner_user_id" text NOT NULL,
	"reader_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"public_scope" text,
	"ever_public_scope" text,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"is_id_document" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"subscription_id" text,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttles" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "throttles_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"user_type" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"pattern_hash" text,
	"pattern_failures" integer DEFAULT 0 NOT NULL,
	"pattern_locked_at" timestamp with time zone,
	"is_support_agent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"owner_user_id" text NOT NULL,
	"reader_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"public_scope" text,
	"ever_public_scope" text,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"seq" bigint DEFAULT nextval('change_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "accounts_position_idx" ON "accounts" USING btree ("xid","seq");--> statement-breakpoint
CREATE INDEX "accounts_owner_idx" ON "accounts" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "accounts_readers_idx" ON "accounts" USING gin ("reader_user_ids");--> statement-breakpoint
CREATE INDEX "applications_position_idx" ON "applications" USING btree ("xid","seq");--> statement-breakpoint
CREATE INDEX "applications_owner_idx" ON "applications" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "applications_readers_idx" ON "applications" USING gin ("reader_user_ids");--> statement-breakpoint
CREATE INDEX "auth_codes_identifier_idx" ON "auth_codes" USING btree ("identifier","purpose");--> statement-breakpoint
CREATE INDEX "candidates_position_idx" ON "candidates" USING btree ("xid","seq");--> statement-breakpoint
CREATE INDEX "candidates_owner_idx" ON "candidates" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "candidates_readers_idx" ON "candidates" USING gin ("reader_user_ids");--> statement-breakpoint
CREATE INDEX "conversations_position_idx" ON "conversations" USING btree ("xid","seq");--> statement-breakpoint
CREATE INDEX "conversations_owner_idx" ON "conversations" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "conversations_readers_idx" ON "conversations" USING gin ("reader_user_ids");--> statement-breakpoint
CREATE INDEX "employers_position_idx" ON "employers" USING btree ("xid","seq");--> statement-breakpoint
CREATE INDEX "employers_owner_idx" ON "employers" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "employers_readers_idx" ON "employers" USING gin ("reader_user_ids");--> statement-breakpoint
CREATE INDEX "files_position_idx" ON "files" USING btree ("xid","seq");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "files_readers_idx" ON "files" USING gin ("reader_user_ids");--> statement-breakpoint
CREATE INDEX "interviews_position_idx" ON "interviews" USING btree ("xid","seq");--> statement-breakpoint
CREATE INDEX "interviews_owner_idx" ON "interviews" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "interviews_readers_idx" ON "interviews" USING gin ("reader_user_ids");--> statement-breakpoint
CREATE INDEX "jobs_position_idx" ON "jobs" USING btree ("xid","seq");--> statement-breakpoint
CREATE INDEX "jobs_owner_idx" ON "jobs" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "jobs_readers_idx" ON "jobs" USING gin ("reader_user_ids");--> statement-breakpoint
CREATE INDEX "messages_position_idx" ON "messages" USING btree ("xid","seq");--> statement-breakpoint
CREATE INDEX "messages_owner_idx" ON "messages" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "messages_readers_idx" ON "messages" USING gin ("reader_user_ids");--> statement-breakpoint
CREATE INDEX "notifications_position_idx" ON "notifications" USING btree ("xid","seq");--> statement-breakpoint
CREATE INDEX "notifications_owner_idx" ON "notifications" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "notifications_readers_idx" ON "notifications" USING gin ("reader_user_ids");--> statement-breakpoint
CREATE INDEX "saved_jobs_position_idx" ON "saved_jobs" USING btree ("xid","seq");--> statement-breakpoint
CREATE INDEX "saved_jobs_owner_idx" ON "saved_jobs" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "saved_jobs_readers_idx" ON "saved_jobs" USING gin ("reader_user_ids");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_live_idx" ON "users" USING btree ("email") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "verifications_position_idx" ON "verifications" USING btree ("xid","seq");--> statement-breakpoint
CREATE INDEX "verifications_owner_idx" ON "verifications" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "verifications_readers_idx" ON "verifications" USING gin ("reader_user_ids");