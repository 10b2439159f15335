-- The yearly salary is null at once for a text without a digit (every LMIA job's), without the unit's five patterns:
-- 0.5 s of a first start's load (docs/decisions/063-first-load-in-one-transaction.md). PostgreSQL cannot change a
-- generated column's expression in place, so the column is made again, with its two indexes; the values are the same.
ALTER TABLE "jobs" drop column "salary_annual";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_annual" numeric GENERATED ALWAYS AS (CASE WHEN salary ~ '[0-9]' THEN (substring(replace(salary, ',', '') from '[0-9]+(?:[.][0-9]+)?'))::numeric * (CASE WHEN salary ~* '(hour|/ ?hr)' THEN 2080 WHEN salary ~* '(bi-?weekly|two weeks)' THEN 26 WHEN salary ~* 'week' THEN 52 WHEN salary ~* '((per|a|/) ?day|daily)' THEN 260 WHEN salary ~* 'month' THEN 12 ELSE 1 END) END) STORED;--> statement-breakpoint
CREATE INDEX "jobs_salary_high_idx" ON "jobs" USING btree ("salary_annual" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_salary_low_idx" ON "jobs" USING btree ("salary_annual","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
