import { and, eq, isNull, sql } from 'drizzle-orm';
import { readWholeTable, type Executor as Db } from '../../db/client';
import { lmiaEmployers } from '../../db/schema/jobs';
import { lmiaQuarterAnnouncements, matchEmailSubscriptions, matchQuarterEmails } from '../../db/schema/matches';
import type { RankingRow } from './ranking';

/** Every LMIA row, with the columns the ranking reads (ranking.ts): read once per import, not per question. */
export async function rankingRows(db: Db): Promise<RankingRow[]> {
  return readWholeTable(db, (tx) =>
    tx
      .select({
        id: lmiaEmployers.id,
        quarter: lmiaEmployers.quarter,
        nocCode: lmiaEmployers.nocCode,
        // Generated from the employer's key, which is never null: never null either.
        employerId: sql<string>`${lmiaEmployers.employerId}`,
        employer: lmiaEmployers.employer,
        provinceCode: lmiaEmployers.provinceCode,
        provinceName: lmiaEmployers.provinceName,
        city: lmiaEmployers.city,
        stream: lmiaEmployers.stream,
        approvedPositions: lmiaEmployers.approvedPositions,
      })
      .from(lmiaEmployers),
  );
}

export async function findSubscription(db: Db, userId: string) {
  const [row] = await db.select().from(matchEmailSubscriptions).where(eq(matchEmailSubscriptions.userId, userId));
  return row;
}

/** Opts in; an existing opt-in keeps its token. */
export async function subscribe(db: Db, userId: string, unsubscribeTokenHash: string, now: Date) {
  await db.insert(matchEmailSubscriptions).values({ userId, unsubscribeTokenHash, createdAt: now }).onConflictDoNothing();
}

export async function unsubscribe(db: Db, userId: string) {
  await db.delete(matchEmailSubscriptions).where(eq(matchEmailSubscriptions.userId, userId));
}

export async function unsubscribeByToken(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .delete(matchEmailSubscriptions)
    .where(eq(matchEmailSubscriptions.unsubscribeTokenHash, tokenHash))
    .returning({ userId: matchEmailSubscriptions.userId });
  return rows.length > 0;
}

export async function rotateUnsubscribeToken(db: Db, userId: string, tokenHash: string) {
  await db.update(matchEmailSubscriptions).set({ unsubscribeTokenHash: tokenHash }).where(eq(matchEmailSubscriptions.userId, userId));
}

export async function subscriberIds(db: Db): Promise<string[]> {
  const rows = await db.select({ userId: matchEmailSubscriptions.userId }).from(matchEmailSubscriptions);
  return rows.map((row) => row.userId);
}

/** Quarters recorded by an import and not yet announced, oldest first. */
export async function unannouncedQuarters(db: Db): Promise<string[]> {
  const rows = await db
    .select({ quarter: lmiaQuarterAnnouncements.quarter })
    .from(lmiaQuarterAnnouncements)
    .where(isNull(lmiaQuarterAnnouncements.announcedAt))
    .orderBy(lmiaQuarterAnnouncements.quarter);
  return rows.map((row) => row.quarter);
}

export async function markAnnounced(db: Db, quarter: string, now: Date) {
  await db
    .update(lmiaQuarterAnnouncements)
    .set({ announcedAt: now })
    .where(and(eq(lmiaQuarterAnnouncements.quarter, quarter), isNull(lmiaQuarterAnnouncements.announcedAt)));
}

/** Claims the member's e-mail for the quarter; false when it was claimed before (it is sent at most once). */
export async function claimQuarterEmail(db: Db, userId: string, quarter: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(matchQuarterEmails)
    .values({ userId, quarter, sentAt: now })
    .onConflictDoNothing()
    .returning({ userId: matchQuarterEmails.userId });
  return rows.length > 0;
}

/** Gives a claim back after a failed send, so the next run tries again. */
export async function releaseQuarterEmail(db: Db, userId: string, quarter: string) {
  await db.delete(matchQuarterEmails).where(and(eq(matchQuarterEmails.userId, userId), eq(matchQuarterEmails.quarter, quarter)));
}

export async function forgetQuarterEmails(db: Db, userId: string) {
  await db.delete(matchQuarterEmails).where(eq(matchQuarterEmails.userId, userId));
}
