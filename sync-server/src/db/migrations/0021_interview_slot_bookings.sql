CREATE TABLE "interview_slot_bookings" (
	"interviewer_user_id" text NOT NULL,
	"starts_at" text NOT NULL,
	"interview_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_slot_bookings_interviewer_user_id_starts_at_pk" PRIMARY KEY("interviewer_user_id","starts_at")
);
