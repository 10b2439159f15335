DROP INDEX "jobs_created_at_idx";--> statement-breakpoint
DROP INDEX "jobs_is_urgent_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_annual" numeric GENERATED ALWAYS AS ((substring(replace(salary, ',', '') from '[0-9]+(?:[.][0-9]+)?'))::numeric * (CASE WHEN salary ~* '(hour|/ ?hr)' THEN 2080 WHEN salary ~* '(bi-?weekly|two weeks)' THEN 26 WHEN salary ~* 'week' THEN 52 WHEN salary ~* '((per|a|/) ?day|daily)' THEN 260 WHEN salary ~* 'month' THEN 12 ELSE 1 END)) STORED;--> statement-breakpoint
CREATE INDEX "jobs_newest_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_urgent_order_idx" ON "jobs" USING btree ("is_urgent" DESC NULLS LAST,"approved_positions" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_salary_high_idx" ON "jobs" USING btree ("salary_annual" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_salary_low_idx" ON "jobs" USING btree ("salary_annual","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);