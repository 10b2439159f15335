import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor as Db } from '../../db/client';
import { documents } from '../../db/schema/documents';

export type DocumentRow = typeof documents.$inferSelect;

export async function insertDocument(db: Db, values: typeof documents.$inferInsert): Promise<string> {
  const [row] = await db.insert(documents).values(values).returning({ id: documents.id });
  return row!.id;
}

/** The member's documents without their content, newest first. */
export async function listDocuments(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: documents.id,
      kind: documents.kind,
      title: documents.title,
      template: documents.template,
      writtenBy: documents.writtenBy,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(limit);
}

/** One of the member's documents; another member's is not found. */
export async function findDocument(db: Db, userId: string, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)));
  return row;
}

export async function deleteDocument(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .returning({ id: documents.id });
  return rows.length > 0;
}

/** Every document of the member with its content, oldest first (the data export). */
export async function listDocumentsWithContent(db: Db, userId: string): Promise<DocumentRow[]> {
  return db.select().from(documents).where(eq(documents.userId, userId)).orderBy(documents.createdAt, documents.id);
}

export async function deleteDocumentsOf(db: Db, userId: string) {
  await db.delete(documents).where(eq(documents.userId, userId));
}

/** Which of these ids are the member's own documents. */
export async function ownDocumentIds(db: Db, userId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.userId, userId), inArray(documents.id, ids)));
  return rows.map((row) => row.id);
}

export async function countDocuments(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(eq(documents.userId, userId));
  return row?.n ?? 0;
}
