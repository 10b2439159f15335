-- The LMIA jobs' search vectors without the approval paragraph's constant words
-- (docs/decisions/062-search-without-the-template-words.md): "labour market", "foreign workers", "employer"… are in
-- every LMIA job, so a search for "labourers" or "employment" matched every job of a province. The import writes the
-- new vector (lmiaJobSearchSql in src/server/features/jobs/import/lmia-job-copy.ts); this writes the same one for
-- the jobs imported before, piece for piece in the same order (import-service.test.ts checks that it changes
-- nothing after an import). The quarter as the import words it: '2025Q1' → 'Jan–Mar 2025'.
UPDATE "jobs" AS j SET "search" =
  setweight(to_tsvector('english', coalesce(j.title, '')), 'A')
  || setweight(to_tsvector('english', coalesce(j.company, '')), 'B')
  || setweight(to_tsvector('english', coalesce(j.location, '') || ' ' || coalesce(j.province, '')), 'C')
  || coalesce((SELECT setweight(to_tsvector('english', n.description), 'D') FROM "noc_unit_groups" AS n WHERE n.code = j.noc_code), ''::tsvector)
  || setweight(to_tsvector('english', concat_ws(' ',
      CASE WHEN j.program_stream <> 'Not specified' THEN j.program_stream END,
      (ARRAY['Jan–Mar', 'Apr–Jun', 'Jul–Sep', 'Oct–Dec'])[right(j.lmia_quarter, 1)::int] || ' ' || left(j.lmia_quarter, 4),
      j.approved_positions::text)), 'D')
  || CASE
    WHEN j.province IS NULL THEN setweight(to_tsvector('english', 'positive LMIA  (the employer''s head office is outside Canada)'), 'D')
    ELSE setweight(to_tsvector('english', 'positive LMIA'), 'D')
  END
WHERE j.kind = 'lmia' AND j.lmia_quarter ~ '^\d{4}Q[1-4]$';
