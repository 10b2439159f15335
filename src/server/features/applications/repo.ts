import { and, asc, count, countDistinct, desc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../shared/schemas/applications';
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
  values: Partial<Pick<ApplicationRow, 'status' | 'notes' | 'updatedAt'>>,
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

/** The history of each application, oldest first (events of one transaction share created_at; the id orders them). */
export async function eventsOf(db: Db, applicationIds: string[]): Promise<ApplicationEventRow[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select()
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, applicationIds))
    .orderBy(asc(applicationEvents.applicationId), asc(applicationEvents.createdAt), asc(applicationEvents.id));
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
