import { and, asc, count, countDistinct, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../shared/application-statuses';
import type { Executor as Db } from '../../db/client';
import { applicationEvents, applications } from '../../db/schema/applications';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;

export interface ApplicationFilters {
  status?: ApplicationStatus;
  search?: string;
}

/** LIKE's wildcards and its escape character taken literally: a member searching "50%" means the text. */
const containing = (search: string) => `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function whereOf(db: Db, userId: string, filters: ApplicationFilters): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(applications.userId, userId)];
  if (filters.status) conditions.push(eq(applications.status, filters.status));
  if (filters.search) {
    const pattern = containing(filters.search);
    conditions.push(
      or(
        ilike(applications.jobTitle, pattern),
        ilike(applications.jobCompany, pattern),
        ilike(applications.jobLocation, pattern),
        ilike(applications.notes, pattern),
        // A note written with a status change is the member's note too.
        exists(
          db
            .select({ one: applicationEvents.id })
            .from(applicationEvents)
            .where(and(eq(applicationEvents.applicationId, applications.id), ilike(applicationEvents.notes, pattern))),
        ),
      ),
    );
  }
  return and(...conditions);
}

/** The member's applications, the most recently changed first. */
export async function listApplications(db: Db, userId: string, filters: ApplicationFilters, limit: number) {
  return db
    .select()
    .from(applications)
    .where(whereOf(db, userId, filters))
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(limit);
}

/** One of the member's applications; another member's is not found. */
export async function findApplication(db: Db, userId: string, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)));
  return row;
}

/** The same, locked until the transaction ends, so a change and a delete of one application never interleave. */
export async function lockApplication(db: Db, userId: string, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)))
    .for('update');
  return row;
}

export async function countApplications(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applications).where(eq(applications.userId, userId));
  return row?.n ?? 0;
}

export async function insertApplication(db: Db, values: typeof applications.$inferInsert): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(values).returning();
  return row!;
}

export async function updateApplication(
  db: Db,
  userId: string,
  id: string,
  values: Partial<Pick<ApplicationRow, 'status' | 'notes' | 'employerHoldsLmia' | 'updatedAt'>>,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set(values)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)))
    .returning();
  return row;
}

export async function deleteApplication(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/** Every application of the member, with their history (by cascade). */
export async function deleteApplicationsOf(db: Db, userId: string): Promise<number> {
  const rows = await db.delete(applications).where(eq(applications.userId, userId)).returning({ id: applications.id });
  return rows.length;
}

export async function insertEvent(db: Db, values: typeof applicationEvents.$inferInsert): Promise<void> {
  await db.insert(applicationEvents).values(values);
}

/** How many status changes one application's history holds (under its lock, to keep the cap). */
export async function countEvents(db: Db, applicationId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applicationEvents).where(eq(applicationEvents.applicationId, applicationId));
  return row?.n ?? 0;
}

/** How many status changes each application's history holds. */
export async function countEventsOf(db: Db, applicationIds: string[]): Promise<Map<string, number>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({ applicationId: applicationEvents.applicationId, n: count() })
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, applicationIds))
    .groupBy(applicationEvents.applicationId);
  return new Map(rows.map((row) => [row.applicationId, row.n]));
}

/**
 * The latest `perApplication` events of each application (newest first within each): a lateral join, so
 * each application reads only its newest rows from the index however long its history has grown.
 */
export async function latestEventsOf(db: Db, applicationIds: string[], perApplication: number): Promise<ApplicationEventRow[]> {
  if (applicationIds.length === 0) return [];
  const latest = db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applications.id))
    .orderBy(desc(applicationEvents.createdAt), desc(applicationEvents.id))
    .limit(perApplication)
    .as('latest');
  return db
    .select({
      id: latest.id,
      applicationId: latest.applicationId,
      status: latest.status,
      notes: latest.notes,
      documentIds: latest.documentIds,
      createdAt: latest.createdAt,
    })
    .from(applications)
    .innerJoinLateral(latest, sql`true`)
    .where(inArray(applications.id, applicationIds));
}

/** One page of an application's history, oldest first (events of one transaction share created_at; the id orders them). */
export async function eventsPage(db: Db, applicationId: string, offset: number, limit: number): Promise<ApplicationEventRow[]> {
  return db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id))
    .offset(offset)
    .limit(limit);
}

/** Where a page of the streamed export ended: created_at as PostgreSQL prints it (microseconds kept), and the id. */
export interface EventCursor {
  at: string;
  id: number;
}

/**
 * The events after `after` in history order (oldest first), for the streamed export: a keyset page on the
 * history's index costs the same at the ten-thousandth event as at the first. The cursor keeps created_at as
 * text because a JavaScript Date drops the microseconds and the page would start again at the same row.
 */
export async function eventsAfter(
  db: Db,
  applicationId: string,
  after: EventCursor | null,
  limit: number,
): Promise<Array<ApplicationEventRow & { cursor: EventCursor }>> {
  const later = after
    ? sql`(${applicationEvents.createdAt}, ${applicationEvents.id}) > (${after.at}::timestamptz, ${after.id})`
    : undefined;
  const rows = await db
    .select({ event: applicationEvents, at: sql<string>`${applicationEvents.createdAt}::text` })
    .from(applicationEvents)
    .where(and(eq(applicationEvents.applicationId, applicationId), later))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.event, cursor: { at: row.at, id: row.event.id } }));
}

/** Members with an application whose history holds one of the statuses, whatever came after. */
export async function countMembersWhoReached(db: Db, statuses: readonly ApplicationStatus[]): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(applications.userId) })
    .from(applicationEvents)
    .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
    .where(inArray(applicationEvents.status, [...statuses]));
  return row?.n ?? 0;
}
