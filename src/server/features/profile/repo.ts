import { eq } from 'drizzle-orm';
import type { Executor as Db } from '../../db/client';
import { memberProfiles } from '../../db/schema/profiles';

export type MemberProfileRow = typeof memberProfiles.$inferSelect;

export async function findProfile(db: Db, userId: string): Promise<MemberProfileRow | undefined> {
  const [row] = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId));
  return row;
}

type Changes = Partial<Pick<MemberProfileRow, 'profile' | 'draft' | 'draftStep' | 'draftTemplate'>> & { updatedAt: Date };

/** Writes the given columns of the member's row, creating it when missing; the others stay as they are. */
export async function upsertProfile(db: Db, userId: string, changes: Changes): Promise<MemberProfileRow> {
  const [row] = await db
    .insert(memberProfiles)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: memberProfiles.userId, set: changes })
    .returning();
  return row!;
}

export async function deleteProfile(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(memberProfiles).where(eq(memberProfiles.userId, userId)).returning({ userId: memberProfiles.userId });
  return rows.length > 0;
}
