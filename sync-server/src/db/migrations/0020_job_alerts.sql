CREATE TABLE "job_alert_digests" (
	"user_id" text NOT NULL,
	"saved_search_id" text NOT NULL,
	"period" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_alert_digests_user_id_saved_search_id_period_pk" PRIMARY KEY("user_id","saved_search_id","period")
);
--> statement-breakpoint
CREATE TABLE "job_alert_sends" (
	"user_id" text NOT NULL,
	"saved_search_id" text NOT NULL,
	"job_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_alert_sends_user_id_saved_search_id_job_id_pk" PRIMARY KEY("user_id","saved_search_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_publications" (
	"job_id" text PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"endpoint" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_publications_published_idx" ON "job_publications" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");