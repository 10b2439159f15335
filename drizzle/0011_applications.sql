CREATE TABLE "application_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" uuid NOT NULL,
	"status" text NOT NULL,
	"notes" text,
	"document_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_events_status_check" CHECK ("application_events"."status" in ('Saved', 'Applied', 'Under Review', 'Interview Scheduled', 'Documents Requested', 'Offer Received', 'LMIA Approved', 'Work Permit Applied', 'Work Permit Approved', 'Arrived in Canada', 'Rejected', 'Withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"job_id" bigint,
	"saved_job_id" bigint NOT NULL,
	"job_title" text NOT NULL,
	"job_company" text NOT NULL,
	"job_location" text NOT NULL,
	"job_province" text,
	"status" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "applications_user_id_job_id_key" UNIQUE("user_id","job_id"),
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('Saved', 'Applied', 'Under Review', 'Interview Scheduled', 'Documents Requested', 'Offer Received', 'LMIA Approved', 'Work Permit Applied', 'Work Permit Approved', 'Arrived in Canada', 'Rejected', 'Withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_id_created_at_idx" ON "application_events" USING btree ("application_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_user_id_updated_at_idx" ON "applications" USING btree ("user_id","updated_at" DESC NULLS LAST);