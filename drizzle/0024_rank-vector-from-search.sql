-- `rank_vector` is the A and B parts of `search` (the title and the company), written by the trigger from the search
-- vector every writer ends up with, where the generated column analysed the title and company a second time
-- (docs/decisions/063-first-load-in-one-transaction.md). The values the generated column computed stay: they are the
-- same vectors (import-service.test.ts holds every job's to the old definition).
ALTER TABLE "jobs" ALTER COLUMN "rank_vector" DROP EXPRESSION;--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_fill_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.search IS NULL
    OR (TG_OP = 'UPDATE'
      AND NEW.search IS NOT DISTINCT FROM OLD.search
      AND (NEW.title, NEW.company, NEW.location, NEW.province, NEW.description)
        IS DISTINCT FROM (OLD.title, OLD.company, OLD.location, OLD.province, OLD.description)) THEN
    NEW.search := setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A')
      || setweight(to_tsvector('english', coalesce(NEW.company, '')), 'B')
      || setweight(to_tsvector('english', coalesce(NEW.location, '') || ' ' || coalesce(NEW.province, '')), 'C')
      || setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D');
  END IF;
  NEW.rank_vector := ts_filter(NEW.search, '{a,b}');
  RETURN NEW;
END
$$;
