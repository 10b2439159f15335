import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { EMPLOYER_ID_SQL } from '../employer-id';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** NOC 2021 unit groups (Statistics Canada), loaded from data/reference/noc2021_unit_groups.csv. */
export const nocUnitGroups = pgTable('noc_unit_groups', {
  /** Five digits, e.g. '21399'; the first two are the major group, the first one the broad category. */
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  teer: integer('teer').notNull(),
  broadCategoryCode: text('broad_category_code').notNull(),
  broadCategoryTitle: text('broad_category_title').notNull(),
  majorGroupCode: text('major_group_code').notNull(),
  majorGroupTitle: text('major_group_title').notNull(),
  minorGroupCode: text('minor_group_code').notNull(),
  minorGroupTitle: text('minor_group_title').notNull(),
  description: text('description').notNull(),
});

/** Canadian cities (simplemaps.com Canada Cities Basic, CC BY 4.0); `id` is simplemaps' own id. */
export const cities = pgTable(
  'cities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    asciiName: text('ascii_name').notNull(),
    provinceCode: text('province_code').notNull(),
    provinceName: text('province_name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    population: integer('population'),
  },
  (t) => [index('cities_ascii_name_province_idx').on(sql`lower(${t.asciiName})`, t.provinceCode)],
);

/**
 * ESDC's list of employers issued a positive LMIA, one row per quarter × stream × employer × address ×
 * NOC as published. The unique key makes a re-import a no-op (docs/decisions/010-lmia-jobs.md).
 */
export const lmiaEmployers = pgTable(
  'lmia_employers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** '2025Q1'. */
    quarter: text('quarter').notNull(),
    /** Canada Post code; null for 'Employers carrying on business in Canada with Head Office outside of Canada'. */
    provinceCode: text('province_code'),
    /** As published, trimmed. */
    provinceName: text('province_name').notNull(),
    stream: text('stream').notNull(),
    employer: text('employer').notNull(),
    /** Lowercased, accents and punctuation folded: for matching an employer across quarters. */
    employerKey: text('employer_key').notNull(),
    /**
     * The employer page's id (docs/product.md#employer-pages): province and name with legal suffixes folded,
     * derived from employer_key and province_code by the database, so it is the same on every import.
     */
    employerId: text('employer_id').generatedAlwaysAs(EMPLOYER_ID_SQL),
    address: text('address').notNull(),
    /** Parsed from the address ('Mt. Pearl, NL A1N 4R6' → 'Mt. Pearl'). */
    city: text('city'),
    /** The city lowercased with accents folded, compared with lower(cities.ascii_name). */
    cityKey: text('city_key'),
    postalCode: text('postal_code'),
    nocCode: text('noc_code').notNull(),
    occupationTitle: text('occupation_title').notNull(),
    incorporateStatus: text('incorporate_status'),
    /** Null when the file's layout has no such column. */
    approvedLmias: integer('approved_lmias'),
    approvedPositions: integer('approved_positions').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('lmia_employers_row_key').on(t.quarter, t.stream, t.employer, t.address, t.nocCode),
    index('lmia_employers_employer_province_idx').on(t.employerKey, t.provinceCode),
    index('lmia_employers_noc_idx').on(t.nocCode),
    index('lmia_employers_employer_id_idx').on(t.employerId),
  ],
);

/**
 * The job list (docs/product.md#lmia-jobs) plus where each job came from. `kind` 'lmia' rows are built from
 * lmia_employers (they are approvals, not postings); 'posting' rows will come from the feeds funnel.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    kind: text('kind', { enum: ['posting', 'lmia'] }).notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull(),
    /** Full name as in shared PROVINCES; null when the employer's head office is outside Canada. */
    province: text('province'),
    salary: text('salary').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    benefits: text('benefits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isLmia: boolean('is_lmia').notNull().default(false),
    isUrgent: boolean('is_urgent').notNull().default(false),
    urgentReason: text('urgent_reason'),
    /** One of shared JOB_CATEGORIES, or null when none fits. */
    category: text('category'),
    employerEmail: text('employer_email'),
    applicationDeadline: date('application_deadline'),
    applicationUrl: text('application_url'),
    nocCode: text('noc_code'),
    teer: integer('teer'),
    lmiaQuarter: text('lmia_quarter'),
    programStream: text('program_stream'),
    approvedPositions: integer('approved_positions'),
    /** The LMIA row's employer page id (lmia_employers.employer_id); null for postings. */
    employerId: text('employer_id'),
    /** The matched city's coordinates (cities), for the radius filter; null when the city is not known. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    createdAt: createdAt(),
    /**
     * The first amount in the salary text as a yearly figure ('$18.50/hour' → 38,480 at 40 h × 52 weeks),
     * so the salary sorts compare like with like and use an index; null when the text has no amount. A text without a
     * digit (every LMIA job's) is null at once, without the unit's five patterns: 0.5 s of a first start's load
     * (docs/decisions/063-first-load-in-one-transaction.md, drizzle/0025).
     */
    salaryAnnual: numeric('salary_annual', { mode: 'number' }).generatedAlwaysAs(
      sql`CASE WHEN salary ~ '[0-9]' THEN (substring(replace(salary, ',', '') from '[0-9]+(?:[.][0-9]+)?'))::numeric * (CASE WHEN salary ~* '(hour|/ ?hr)' THEN 2080 WHEN salary ~* '(bi-?weekly|two weeks)' THEN 26 WHEN salary ~* 'week' THEN 52 WHEN salary ~* '((per|a|/) ?day|daily)' THEN 260 WHEN salary ~* 'month' THEN 12 ELSE 1 END) END`,
    ),
    /**
     * What a search matches: the title (A), the company (B), the place (C) and the rest of the description (D).
     * Not a generated column: the LMIA import writes it from a vector computed once per NOC unit group, where a
     * generated column analysed every row's whole description, the unit group's text repeated on each: 3.1 s of a
     * quarter's 6–8 s jobs build (docs/decisions/060-search-vector-from-the-import.md). For every other writer the
     * `jobs_fill_search` trigger (drizzle/0022) computes it from the row as the generated column did.
     */
    search: tsvector('search'),
    /**
     * What relevance ranks by: the title (A) and the company (B) only. Matching keeps the full `search`
     * vector, but ranking read each match's whole vector, description included, and that was most of a
     * broad word's search time; this one is a few lexemes per row (docs/decisions/052-rank-by-title-and-company.md).
     * Written by the `jobs_fill_search` trigger as the A and B parts of `search` (drizzle/0024), which is the same
     * vector the generated column analysed again from the title and company: 0.7 s of a first start's load
     * (docs/decisions/063-first-load-in-one-transaction.md).
     */
    rankVector: tsvector('rank_vector'),
  },
  (t) => [
    unique('jobs_source_ref_key').on(t.source, t.sourceRef),
    // The province is in the search index (btree_gin): a search in a province walks only that province's
    // matches, where a GIN index of the words alone was ANDed with a bitmap of every job in the province
    // (2.6 ms of a 6 ms search in Ontario). A search without a province uses it as before
    // (docs/decisions/064-prepared-session-check-and-province-search-index.md).
    index('jobs_search_idx').using('gin', t.province, t.search),
    index('jobs_province_idx').on(t.province),
    index('jobs_category_idx').on(t.category),
    index('jobs_is_lmia_idx').on(t.isLmia),
    index('jobs_employer_id_idx').on(t.employerId),
    index('jobs_lat_lng_idx').on(t.lat, t.lng),
    // One index per sort order, each ending in the (created_at, id) tie-break the queries use, so a page
    // is read off the index instead of sorting every row (the LMIA rows of a quarter share created_at).
    index('jobs_newest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('jobs_urgent_order_idx').on(t.isUrgent.desc(), t.approvedPositions.desc(), t.createdAt.desc(), t.id.desc()),
    index('jobs_salary_high_idx').on(t.salaryAnnual.desc().nullsLast(), t.createdAt.desc(), t.id.desc()),
    index('jobs_salary_low_idx').on(t.salaryAnnual.asc().nullsLast(), t.createdAt.desc(), t.id.desc()),
    check('jobs_kind_check', sql`${t.kind} in ('posting', 'lmia')`),
    check(
      'jobs_category_check',
      sql`${t.category} is null or ${t.category} in ('Agriculture', 'Healthcare', 'Hospitality', 'Construction', 'Manufacturing', 'Retail', 'Technology', 'Education', 'Transportation')`,
    ),
  ],
);

/** Feeds the later job funnel reads (tables only for now). */
export const jobSources = pgTable(
  'job_sources',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull().unique(),
    kind: text('kind', { enum: ['rss', 'atom', 'jsonfeed', 'jobbank', 'lmia'] }).notNull(),
    url: text('url'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('job_sources_kind_check', sql`${t.kind} in ('rss', 'atom', 'jsonfeed', 'jobbank', 'lmia')`)],
);

/** One row per funnel tick (tables only for now). */
export const funnelRuns = pgTable(
  'funnel_runs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    startedAt: timestamp('started_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] }).notNull(),
    jobsAdded: integer('jobs_added').notNull().default(0),
    jobsUpdated: integer('jobs_updated').notNull().default(0),
    error: text('error'),
    details: jsonb('details'),
  },
  (t) => [
    index('funnel_runs_started_at_idx').on(t.startedAt.desc()),
    check('funnel_runs_status_check', sql`${t.status} in ('running', 'succeeded', 'failed')`),
  ],
);
