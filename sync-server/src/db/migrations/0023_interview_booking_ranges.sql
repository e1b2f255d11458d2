ALTER TABLE "interview_slot_bookings" ADD COLUMN "ends_at" text;--> statement-breakpoint
UPDATE "interview_slot_bookings" AS b SET "ends_at" = to_char((b."starts_at"::timestamptz + make_interval(mins => coalesce((i."doc"->>'durationMinutes')::int, 60))) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') FROM "interviews" AS i WHERE i."id" = b."interview_id";--> statement-breakpoint
UPDATE "interview_slot_bookings" SET "ends_at" = to_char(("starts_at"::timestamptz + interval '60 minutes') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') WHERE "ends_at" IS NULL;--> statement-breakpoint
ALTER TABLE "interview_slot_bookings" ALTER COLUMN "ends_at" SET NOT NULL;
