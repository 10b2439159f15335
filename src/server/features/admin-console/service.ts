import { randomUUID } from 'node:crypto';
import { ADMIN_CONSOLE_MESSAGES as M } from '../../../shared/messages';
import {
  ADMIN_CSV_MAX_ROWS,
  AUDIT_ACTIONS,
  type AdminPayment,
  type AdminUser,
  type AuditEntry,
  type DashboardSummary,
} from '../../../shared/schemas/admin';
import { ADMIN_CONSOLE_ERROR_CODES as CODES } from '../../../shared/error-codes';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { countryName, countryOfAddress } from '../../lib/ip-country';
import { type AdminRow, listAdminAudit, recordAdminAction } from '../admin-auth/service';
import { countVisitsToday, getVisitAnalytics } from '../analytics/service';
import {
  type AdminUserRow,
  blockAccount,
  countUsers,
  findUserForAdmin,
  listUsersForAdmin,
  unblockAccount,
  type UserListQuery,
} from '../auth/service';
import { grantComplimentaryMembership } from '../membership/service';
import { getPaymentTotals, listPaymentsForAdmin } from '../payments/service';
import { csvFilename, paymentsCsv, usersCsv } from './csv';

/**
 * The administrator's console (docs/product.md#admin-dashboard). It owns no table: figures and lists come
 * from the features that own them, and every action runs in one transaction with its audit row.
 */

interface Paging {
  page: number;
  pageSize: number;
}
const pageOf = ({ page, pageSize }: Paging) => ({ limit: pageSize, offset: (page - 1) * pageSize });

type AdminPaymentRow = Awaited<ReturnType<typeof listPaymentsForAdmin>>['rows'][number];
type AuditRow = Awaited<ReturnType<typeof listAdminAudit>>['rows'][number];

function toAdminUser(row: AdminUserRow): AdminUser {
  const place = [row.city, row.country].filter(Boolean).join(', ');
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    city: row.city,
    country: row.country,
    location: place || M.unknownCountry,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    // The same test as every isPaidMember: a period running now (membership's activeMembershipColumns).
    isPaidMember: row.membershipKind !== null && row.membershipExpiresAt !== null,
    membershipExpiresAt: row.membershipExpiresAt?.toISOString() ?? null,
    accountStatus: row.accountStatus,
    blockedAt: row.blockedAt?.toISOString() ?? null,
    blockedReason: row.blockedReason,
  };
}

function toAdminPayment(row: AdminPaymentRow): AdminPayment {
  return {
    id: row.id,
    userId: row.userId,
    userEmail: row.userEmail,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    paymentMethod: row.paymentMethod,
    provider: row.provider,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    failureReason: row.failureReason,
  };
}

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    adminUsername: row.username,
    action: row.action,
    targetUserId: row.targetUserId,
    targetUserEmail: row.targetUserEmail,
    reason: row.reason,
    country: row.country ? countryName(row.country, M.unknownCountry) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getDashboardSummary(deps: Deps): Promise<DashboardSummary> {
  const [users, payments, dailyVisitors] = await Promise.all([
    countUsers(deps.db),
    getPaymentTotals(deps.db),
    countVisitsToday(deps.db, deps.now()),
  ]);
  return {
    totalUsers: users.total,
    totalPayments: payments.total,
    completedPayments: payments.succeeded,
    blockedUsers: users.blocked,
    totalRevenueCents: payments.revenueCents,
    dailyVisitors,
  };
}

type UserFilters = Pick<UserListQuery, 'search' | 'status'>;

export async function listUsers(deps: Deps, query: UserFilters & Paging) {
  const { rows, total } = await listUsersForAdmin(deps.db, {
    search: query.search,
    status: query.status,
    now: deps.now(),
    ...pageOf(query),
  });
  return { users: rows.map(toAdminUser), total };
}

export async function listPayments(deps: Deps, query: { search?: string | undefined } & Paging) {
  const { rows, total } = await listPaymentsForAdmin(deps.db, { search: query.search, ...pageOf(query) });
  return { payments: rows.map(toAdminPayment), total };
}

export async function getAnalytics(deps: Deps) {
  return getVisitAnalytics(deps.db, deps.now());
}

export async function listAudit(
  deps: Deps,
  query: { admin?: string | undefined; action?: string | undefined; userId?: string | undefined } & Paging,
) {
  const { rows, total } = await listAdminAudit(deps.db, {
    admin: query.admin,
    action: query.action,
    userId: query.userId,
    ...pageOf(query),
  });
  return { entries: rows.map(toAuditEntry), total };
}

interface Requester {
  admin: AdminRow;
  /** The request's address: audited as its country, never kept. */
  ip: string;
}

/** An export's audit reason: the filters it was made with, or null for everything. */
const describeFilters = (filters: Record<string, string | undefined>) =>
  Object.entries(filters)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ') || null;

async function auditExport(deps: Deps, requester: Requester, action: string, filters: Record<string, string | undefined>) {
  await recordAdminAction(deps.db, {
    admin: requester.admin,
    action,
    reason: describeFilters(filters),
    at: deps.now(),
    country: countryOfAddress(requester.ip),
  });
}

/**
 * The lists' filters without paging, at most ADMIN_CSV_MAX_ROWS rows, as a file's name and text. Members'
 * personal data leaving as a file is audited like any other action.
 */
export async function exportUsersCsv(deps: Deps, requester: Requester, query: UserFilters) {
  const { users } = await listUsers(deps, { ...query, page: 1, pageSize: ADMIN_CSV_MAX_ROWS });
  await auditExport(deps, requester, AUDIT_ACTIONS.exportUsers, { search: query.search, status: query.status });
  return { filename: csvFilename('users', deps.now()), csv: usersCsv(users) };
}

export async function exportPaymentsCsv(deps: Deps, requester: Requester, query: { search?: string | undefined }) {
  const { payments } = await listPayments(deps, { ...query, page: 1, pageSize: ADMIN_CSV_MAX_ROWS });
  await auditExport(deps, requester, AUDIT_ACTIONS.exportPayments, { search: query.search });
  return { filename: csvFilename('payments', deps.now()), csv: paymentsCsv(payments) };
}

const userNotFound = () => new AppError(404, CODES.userNotFound, M.userNotFound);

/**
 * The path's user id as PostgreSQL's uuid reads it; anything else names no user, and is answered 404 here
 * rather than reaching the database as a cast error (a 500).
 */
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function existingUserId(userId: string): string {
  if (!UUID_SHAPE.test(userId)) throw userNotFound();
  return userId;
}

interface ActionInput extends Requester {
  userId: string;
}

/**
 * Runs an administrator's action on one member in one transaction with its audit row, and answers the
 * member as the console now shows them.
 */
async function actOnUser(
  deps: Deps,
  input: ActionInput & { action: string; reason: string | null },
  change: (tx: Tx, userId: string, now: Date) => Promise<void>,
): Promise<AdminUser> {
  const userId = existingUserId(input.userId);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await change(tx, userId, now);
    await recordAdminAction(tx, {
      admin: input.admin,
      action: input.action,
      targetUserId: userId,
      reason: input.reason,
      at: now,
      country: countryOfAddress(input.ip),
    });
    const user = await findUserForAdmin(tx, userId, now);
    if (!user) throw userNotFound();
    return toAdminUser(user);
  });
}

/** Blocks the account and ends its sessions (auth's blockAccount); 409 ALREADY_BLOCKED when it is. */
export async function blockUser(deps: Deps, input: ActionInput & { reason: string }) {
  return actOnUser(deps, { ...input, action: AUDIT_ACTIONS.blockUser }, async (tx, userId, now) => {
    const outcome = await blockAccount(tx, { userId, reason: input.reason, now });
    if (outcome === 'not_found') throw userNotFound();
    if (outcome === 'already_blocked') throw new AppError(409, CODES.alreadyBlocked, M.alreadyBlocked);
  });
}

/** Lets the member sign in again; 409 NOT_BLOCKED when the account is active. */
export async function unblockUser(deps: Deps, input: ActionInput) {
  return actOnUser(deps, { ...input, action: AUDIT_ACTIONS.unblockUser, reason: null }, async (tx, userId) => {
    const outcome = await unblockAccount(tx, { userId });
    if (outcome === 'not_found') throw userNotFound();
    if (outcome === 'not_blocked') throw new AppError(409, CODES.notBlocked, M.notBlocked);
  });
}

/**
 * Complimentary 12 months through the single grant path, its source a fresh id per action; 409
 * ALREADY_MEMBER while the member has access (membership's grantComplimentaryMembership decides, under the
 * member's row lock, so two grants at once give one period).
 */
export async function grantUserMembership(deps: Deps, input: ActionInput & { reason: string }) {
  return actOnUser(deps, { ...input, action: AUDIT_ACTIONS.grantMembership }, async (tx, userId, now) => {
    const grant = await grantComplimentaryMembership(tx, { userId, sourceRef: randomUUID(), reason: input.reason, now });
    if (grant.status === 'user_not_found') throw userNotFound();
    if (grant.status === 'already_member') throw new AppError(409, CODES.alreadyMember, M.alreadyMember);
  });
}
