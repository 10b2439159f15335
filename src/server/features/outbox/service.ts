import type { Executor } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { DAY_MS } from '../../lib/dates';
import * as repo from './repo';

/** Outbox messages are for reading a link soon after it was sent; after this long they are deleted. */
const OUTBOX_RETENTION_MS = 30 * DAY_MS;

/** Newest first, optionally for one address (GET /api/admin/outbox). */
export async function listOutboxEmails(deps: Deps, input: { to?: string; limit: number }) {
  const rows = await repo.listOutbox(deps.db, input);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The daily clean-up's share for the outbox. */
export async function purgeOldOutbox(db: Executor, now: Date) {
  return repo.deleteOutboxBefore(db, new Date(now.getTime() - OUTBOX_RETENTION_MS));
}
