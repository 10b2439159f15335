-- btree_gin lets a GIN index hold a plain text column beside the search vector (a trusted extension:
-- the database's owner may create it without superuser rights).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "jobs_search_idx";--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("province","search");
