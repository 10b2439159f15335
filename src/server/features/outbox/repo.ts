import { desc, lt, sql } from 'drizzle-orm';
import type { Executor as Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/email';

export async function listOutbox(db: Db, input: { to?: string; limit: number }) {
  const query = db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      text: emailOutbox.textBody,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(input.limit);
  return input.to ? query.where(sql`lower(${emailOutbox.toAddress}) = ${input.to.toLowerCase()}`) : query;
}

export async function deleteOutboxBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db.delete(emailOutbox).where(lt(emailOutbox.createdAt, cutoff)).returning({ id: emailOutbox.id });
  return rows.length;
}

export async function deleteOutboxTo(db: Db, address: string): Promise<number> {
  const rows = await db
    .delete(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = ${address.toLowerCase()}`)
    .returning({ id: emailOutbox.id });
  return rows.length;
}
