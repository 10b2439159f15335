import { desc, eq } from 'drizzle-orm';
import type { Executor as Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { humanitarianCodes } from '../../db/schema/payments';

type HumanitarianCodeRow = typeof humanitarianCodes.$inferSelect;

export async function insertCode(db: Db, values: typeof humanitarianCodes.$inferInsert) {
  const [row] = await db.insert(humanitarianCodes).values(values).returning();
  return row!;
}

export async function findCodeForUpdate(db: Db, codeHash: string): Promise<HumanitarianCodeRow | undefined> {
  const [row] = await db.select().from(humanitarianCodes).where(eq(humanitarianCodes.codeHash, codeHash)).for('update').limit(1);
  return row;
}

export async function markRedeemed(db: Db, id: string, userId: string, now: Date) {
  await db.update(humanitarianCodes).set({ redeemedAt: now, redeemedBy: userId }).where(eq(humanitarianCodes.id, id));
}

export async function listCodes(db: Db, limit: number) {
  return db
    .select({ code: humanitarianCodes, redeemedByEmail: users.email })
    .from(humanitarianCodes)
    .leftJoin(users, eq(users.id, humanitarianCodes.redeemedBy))
    .orderBy(desc(humanitarianCodes.createdAt))
    .limit(limit);
}
