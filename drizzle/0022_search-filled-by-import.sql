-- The LMIA import writes `search` itself (docs/decisions/060-search-vector-from-the-import.md); the values the
-- generated column computed stay. Every other writer (the funnel's postings, an administrator's edit) leaves it
-- to this trigger, which computes what the generated column did, from the row: on insert when none is given, on
-- update when a text it covers changed and the writer did not give a new one.
ALTER TABLE "jobs" ALTER COLUMN "search" DROP EXPRESSION;--> statement-breakpoint
CREATE FUNCTION jobs_fill_search() RETURNS trigger LANGUAGE plpgsql AS $$
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
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_fill_search BEFORE INSERT OR UPDATE ON "jobs" FOR EACH ROW EXECUTE FUNCTION jobs_fill_search();
