import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  EMPLOYER_LMIA_ANSWERS,
  type ApplicationStatus,
  type EmployerLmia,
} from '../../../shared/application-statuses';
import { users } from './accounts';
import { jobs } from './jobs';

/** The statuses the shared contract lists, so the database refuses exactly what the API refuses. */
const statusIn = (column: unknown) =>
  sql`${column} in (${sql.raw(APPLICATION_STATUSES.map((status) => `'${status.replaceAll("'", "''")}'`).join(', '))})`;

/**
 * A member's tracked applications (docs/product.md#applications). The job's title, company, place and id
 * are copied when it is saved: the job list is re-imported and pruned, and the application must stay
 * readable after its job is gone (job_id then becomes null, saved_job_id keeps the number the member saw).
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: bigint('job_id', { mode: 'number' }).references(() => jobs.id, { onDelete: 'set null' }),
    savedJobId: bigint('saved_job_id', { mode: 'number' }).notNull(),
    jobTitle: text('job_title').notNull(),
    jobCompany: text('job_company').notNull(),
    jobLocation: text('job_location').notNull(),
    /** Null when the employer's head office is outside Canada, as in jobs.province. */
    jobProvince: text('job_province'),
    /** The job's NOC 2021 code, copied like its title, for the regulated-occupation guidance once the job is gone. */
    jobNocCode: text('job_noc_code'),
    status: text('status').$type<ApplicationStatus>().notNull(),
    notes: text('notes'),
    /** "Does the employer already hold a positive LMIA for this job?" (docs/product.md#immigration-timeline); null until answered. */
    employerHoldsLmia: text('employer_holds_lmia').$type<EmployerLmia>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('applications_user_id_job_id_key').on(t.userId, t.jobId),
    index('applications_user_id_updated_at_idx').on(t.userId, t.updatedAt.desc()),
    check('applications_status_check', statusIn(t.status)),
    check(
      'applications_employer_holds_lmia_check',
      sql`${t.employerHoldsLmia} in (${sql.raw(EMPLOYER_LMIA_ANSWERS.map((answer) => `'${answer}'`).join(', '))})`,
    ),
  ],
);

/** Each status an application went through, oldest first; the first one is its creation. */
export const applicationEvents = pgTable(
  'application_events',
  {
    // A sequence, not a uuid: events written in one transaction share created_at, and the id keeps their order.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatus>().notNull(),
    notes: text('notes'),
    /** The member's saved documents attached to this change; kept as a record even if a document is deleted later. */
    documentIds: uuid('document_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('application_events_application_id_created_at_idx').on(t.applicationId, t.createdAt, t.id),
    check('application_events_status_check', statusIn(t.status)),
  ],
);
