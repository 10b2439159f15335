ALTER TABLE "applications" ADD COLUMN "job_noc_code" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "employer_holds_lmia" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_employer_holds_lmia_check" CHECK ("applications"."employer_holds_lmia" in ('yes', 'no', 'not-sure'));--> statement-breakpoint
-- Applications saved before this migration get their job's NOC code while the job is still listed (docs/decisions/045).
UPDATE "applications" SET "job_noc_code" = "jobs"."noc_code" FROM "jobs" WHERE "jobs"."id" = "applications"."job_id";
