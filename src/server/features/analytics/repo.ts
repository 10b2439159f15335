import { count, desc, gte, lt, sql } from 'drizzle-orm';
import type { Executor as Db } from '../../db/client';
import { visits } from '../../db/schema/analytics';

export async function insertVisit(db: Db, values: { page: string; country: string | null; visitedAt: Date }) {
  await db.insert(visits).values(values);
}

export async function countVisitsSince(db: Db, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(visits).where(gte(visits.visitedAt, since));
  return row?.n ?? 0;
}

export async function countVisits(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(visits);
  return row?.n ?? 0;
}

/** Visits per country, most first; visits without a country form one group (country null). */
export async function topCountries(db: Db, limit: number) {
  return db
    .select({ country: visits.country, visits: count() })
    .from(visits)
    .groupBy(visits.country)
    .orderBy(desc(count()), visits.country)
    .limit(limit);
}

export async function latestVisits(db: Db, limit: number) {
  return db
    .select({ page: visits.page, country: visits.country, visitedAt: visits.visitedAt })
    .from(visits)
    .orderBy(desc(visits.visitedAt), desc(visits.id))
    .limit(limit);
}

/** Visits per UTC day from `since` on; days without visits are absent (the service fills them). */
export async function visitsPerDay(db: Db, since: Date) {
  const day = sql<string>`to_char(${visits.visitedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db.select({ date: day, visits: count() }).from(visits).where(gte(visits.visitedAt, since)).groupBy(day).orderBy(day);
}

export async function deleteVisitsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(visits).where(lt(visits.visitedAt, before)).returning({ id: visits.id });
  return rows.length;
}
