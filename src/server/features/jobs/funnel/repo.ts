import { and, count, desc, eq, gt, sql, sum } from 'drizzle-orm';
import type { Executor as Db } from '../../../db/client';
import { appMeta } from '../../../db/schema/app-meta';
import { cities, funnelRuns, jobSources, jobs, lmiaEmployers } from '../../../db/schema/jobs';
import { countUpserts, insertedByUpsert, setFromExcluded } from '../../../db/sql-names';

export type FunnelRunRow = typeof funnelRuns.$inferSelect;
export type JobSourceRow = typeof jobSources.$inferSelect;
const ACTIVE_KEY = 'funnel.active';

export async function enabledFeedSources(db: Db) {
  return db
    .select()
    .from(jobSources)
    .where(and(eq(jobSources.enabled, true), sql`${jobSources.kind} <> 'lmia'`))
    .orderBy(jobSources.name);
}

export async function countEnabledSources(db: Db) {
  const [row] = await db.select({ n: count() }).from(jobSources).where(eq(jobSources.enabled, true));
  return row?.n ?? 0;
}

export async function upsertSource(db: Db, values: typeof jobSources.$inferInsert) {
  await db
    .insert(jobSources)
    .values(values)
    .onConflictDoUpdate({ target: jobSources.name, set: { kind: values.kind, url: values.url, enabled: values.enabled ?? true } });
}

/** Disables the source of that name; false when there is none. */
export async function disableSource(db: Db, name: string) {
  const rows = await db.update(jobSources).set({ enabled: false }).where(eq(jobSources.name, name)).returning({ name: jobSources.name });
  return rows.length > 0;
}

/** The funnel runs unless an administrator stopped it (the flag is shared by every instance). */
export async function isFunnelActive(db: Db) {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, ACTIVE_KEY)).limit(1);
  return row?.value !== 'false';
}

export async function setFunnelActive(db: Db, active: boolean, now: Date) {
  await db
    .insert(appMeta)
    .values({ key: ACTIVE_KEY, value: String(active), updatedAt: now })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: String(active), updatedAt: now } });
}

export async function latestRunSince(db: Db, since: Date) {
  const [row] = await db.select().from(funnelRuns).where(gt(funnelRuns.startedAt, since)).orderBy(desc(funnelRuns.startedAt)).limit(1);
  return row;
}

export async function insertRun(db: Db, now: Date) {
  const [row] = await db.insert(funnelRuns).values({ startedAt: now, status: 'running' }).returning();
  return row!;
}

export async function finishRun(db: Db, id: string, values: Partial<typeof funnelRuns.$inferInsert>) {
  await db.update(funnelRuns).set(values).where(eq(funnelRuns.id, id));
}

export async function lastFinishedRun(db: Db) {
  const [row] = await db
    .select()
    .from(funnelRuns)
    .where(sql`${funnelRuns.finishedAt} is not null`)
    .orderBy(desc(funnelRuns.finishedAt))
    .limit(1);
  return row;
}

export async function totalProcessed(db: Db) {
  const [row] = await db.select({ added: sum(funnelRuns.jobsAdded), updated: sum(funnelRuns.jobsUpdated) }).from(funnelRuns);
  return Number(row?.added ?? 0) + Number(row?.updated ?? 0);
}

/** Employers (folded name + province code) that hold a positive LMIA, among the given candidates. */
export async function employersWithLmia(db: Db, candidates: Array<{ employerKey: string; provinceCode: string }>) {
  if (candidates.length === 0) return new Set<string>();
  const keys = [...new Set(candidates.map((c) => c.employerKey))];
  const rows = await db
    .selectDistinct({ employerKey: lmiaEmployers.employerKey, provinceCode: lmiaEmployers.provinceCode })
    .from(lmiaEmployers)
    .where(sql`${lmiaEmployers.employerKey} = any(${sql.param(keys)}::text[])`);
  return new Set(rows.map((row) => `${row.employerKey}|${row.provinceCode}`));
}

/** Cities by folded name (cityKey), most populous first within each name. */
export async function citiesByKey(db: Db, keys: string[]) {
  const byKey = new Map<string, Array<{ name: string; provinceCode: string }>>();
  if (keys.length === 0) return byKey;
  const rows = await db
    .select({ key: sql<string>`lower(${cities.asciiName})`, name: cities.name, provinceCode: cities.provinceCode })
    .from(cities)
    .where(sql`lower(${cities.asciiName}) = any(${sql.param([...new Set(keys)])}::text[])`)
    .orderBy(sql`${cities.population} desc nulls last`, cities.id);
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), { name: row.name, provinceCode: row.provinceCode }]);
  return byKey;
}

/** Inserts new postings and updates known ones (same source and reference); counts which was which. */
export async function upsertPostings(db: Db, rows: Array<typeof jobs.$inferInsert>) {
  let added = 0;
  let updated = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const result = await db
      .insert(jobs)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [jobs.source, jobs.sourceRef],
        set: setFromExcluded(jobs, [
          'title',
          'company',
          'location',
          'province',
          'salary',
          'description',
          'isLmia',
          'category',
          'nocCode',
          'applicationUrl',
        ]),
      })
      .returning({ inserted: insertedByUpsert });
    const counts = countUpserts(result);
    added += counts.inserted;
    updated += counts.updated;
  }
  return { added, updated };
}
