ALTER TABLE "jobs" ADD COLUMN "employer_id" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "lmia_employers" ADD COLUMN "employer_id" text GENERATED ALWAYS AS (lower(coalesce(province_code, 'abroad')) || '-' || coalesce(nullif(trim(both '-' from regexp_replace(regexp_replace(regexp_replace(employer_key, '^the ', ''), '( (ltd|limited|inc|incorporated|corp|corporation|co|company|llp|lp|ulc|ltee|limitee))+$', ''), '[^a-z0-9]+', '-', 'g')), ''), nullif(trim(both '-' from regexp_replace(employer_key, '[^a-z0-9]+', '-', 'g')), ''), 'employer-' || left(md5(employer_key), 10))) STORED;--> statement-breakpoint
-- The LMIA jobs already built take their employer id and city coordinates from the row they came from
-- (the same match upsertLmiaJobs makes on every import); later imports keep them (docs/decisions/041).
UPDATE "jobs" AS j SET "employer_id" = e."employer_id", "lat" = c."lat", "lng" = c."lng"
FROM "lmia_employers" AS e
LEFT JOIN LATERAL (
  SELECT ci."lat", ci."lng" FROM "cities" AS ci
  WHERE lower(ci."ascii_name") = e."city_key" AND ci."province_code" = e."province_code"
  ORDER BY ci."population" DESC NULLS LAST, ci."id"
  LIMIT 1
) c ON true
WHERE j."kind" = 'lmia'
  AND j."source_ref" = 'lmia:' || e."quarter" || ':' || md5(e."stream" || '|' || e."employer" || '|' || e."address" || '|' || e."noc_code");--> statement-breakpoint
CREATE INDEX "jobs_employer_id_idx" ON "jobs" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "jobs_lat_lng_idx" ON "jobs" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "lmia_employers_employer_id_idx" ON "lmia_employers" USING btree ("employer_id");