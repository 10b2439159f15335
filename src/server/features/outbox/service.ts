import { RETENTION_DAYS } from '../../../shared/policies';
import { AUDIT_ACTIONS } from '../../../shared/schemas/admin';
import type { Executor } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { DAY_MS } from '../../lib/dates';
import { countryOfAddress } from '../../lib/ip-country';
import { type AdminRow, recordAdminAction } from '../admin-auth/service';
import * as repo from './repo';

/** Outbox messages are for reading a link soon after it was sent; after this long they are deleted. */
const OUTBOX_RETENTION_MS = RETENTION_DAYS.outbox * DAY_MS;

/**
 * Newest first, optionally for one address (GET /api/admin/outbox). The messages hold reset and
 * verification links, so each read is in admin_audit (what was asked for), written with the read.
 */
export async function listOutboxEmails(deps: Deps, input: { to?: string; limit: number }, by: { admin: AdminRow; ip: string }) {
  const rows = await deps.db.transaction(async (tx) => {
    await recordAdminAction(tx, {
      admin: by.admin,
      action: AUDIT_ACTIONS.readOutbox,
      reason: `to: ${input.to ?? 'every address'}; limit: ${input.limit}`,
      at: deps.now(),
      country: countryOfAddress(by.ip),
    });
    return repo.listOutbox(tx, input);
  });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The daily clean-up's share for the outbox. */
export async function purgeOldOutbox(db: Executor, now: Date) {
  return repo.deleteOutboxBefore(db, new Date(now.getTime() - OUTBOX_RETENTION_MS));
}

/**
 * Account deletion's share (docs/product.md#account-page): the messages waiting in the outbox for the
 * address (any case) are deleted with the account, links and names included. Pass the deletion's transaction.
 */
export async function deleteOutboxMailTo(tx: Executor, address: string) {
  return repo.deleteOutboxTo(tx, address);
}
