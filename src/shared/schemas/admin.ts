import { z } from 'zod';
import { ADMIN_CONSOLE_MESSAGES as M } from '../messages';
import { text } from './text';

/**
 * The administrator's console (docs/product.md#admin-dashboard): lists, figures and actions. Lists answer a
 * bare array with the total in the `X-Total-Count` header, so the same query string also serves the CSV.
 */
export const ADMIN_LIST = { defaultPageSize: 25, maxPageSize: 100, maxPage: 10_000, searchMax: 200 } as const;
/** How many rows a CSV export holds at most: far above today's tables, small enough to build in memory. */
export const ADMIN_CSV_MAX_ROWS = 50_000;
export const TOTAL_COUNT_HEADER = 'x-total-count';

const listFields = {
  search: text({ trim: true, max: ADMIN_LIST.searchMax }).optional(),
  page: z.coerce.number().int().min(1).max(ADMIN_LIST.maxPage).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_LIST.maxPageSize).default(ADMIN_LIST.defaultPageSize),
};

/** GET /api/admin/users (and users.csv): `search` matches e-mail or name; `status` narrows to one account status. */
export const adminUsersQuerySchema = z.object({ ...listFields, status: z.enum(['active', 'blocked']).optional() });
/** GET /api/admin/payments (and payments.csv): `search` matches the payer's e-mail. */
export const adminPaymentsQuerySchema = z.object({ ...listFields });
/** GET /api/admin/audit: narrowed by administrator name, action and the member acted on. */
export const adminAuditQuerySchema = z.object({
  page: listFields.page,
  pageSize: listFields.pageSize,
  admin: text({ trim: true, max: 100 }).optional(),
  action: text({ trim: true, max: 50 }).optional(),
  userId: z.uuid().optional(),
});

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** "city, country", else the country, else "Unknown". */
  location: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  isPaidMember: z.boolean(),
  membershipExpiresAt: z.string().nullable(),
  accountStatus: z.enum(['active', 'blocked']),
  blockedAt: z.string().nullable(),
  blockedReason: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

export const PAYMENT_STATUSES = ['requires_payment', 'succeeded', 'failed', 'refunded', 'disputed'] as const;
export const adminPaymentSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  /** In the currency's minor unit (cents), as every API sends money (docs/decisions/031-one-way-per-thing.md). */
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.string().nullable(),
  provider: z.string(),
  /** The M-Pesa receipt number for an M-Pesa payment (null until paid), else the provider's id (Stripe's pi_…). */
  reference: z.string().nullable(),
  createdAt: z.string(),
  failureReason: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentListSchema = z.array(adminPaymentSchema);

export const dashboardSummarySchema = z.object({
  totalUsers: z.number().int(),
  totalPayments: z.number().int(),
  completedPayments: z.number().int(),
  blockedUsers: z.number().int(),
  /** Succeeded payments not refunded, in CAD cents. */
  totalRevenueCents: z.number().int(),
  /** Visits recorded since midnight UTC. */
  dailyVisitors: z.number().int(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const visitSchema = z.object({ page: z.string(), country: z.string(), visitedAt: z.string() });
export const analyticsSchema = z.object({
  /** At most 10, most visits first; visits with no known country are one "Unknown" row. */
  topCountries: z.array(z.object({ country: z.string(), visits: z.number().int() })),
  /** The 10 latest visits, newest first. */
  recentVisits: z.array(visitSchema),
  /** One entry per UTC day for the last 30 days, oldest first, zero days included. */
  dailyVisits: z.array(z.object({ date: z.string(), visits: z.number().int() })),
  totalVisits: z.number().int(),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/**
 * The member an action names: any text up to 100 characters. An id that is no member's, a malformed one
 * included, is answered 404 USER_NOT_FOUND, so a caller learns nothing from the shape of an id.
 */
export const adminUserParamsSchema = z.object({ userId: z.string().max(100) });

/** The longest reason an administrator may give for an action. */
export const ADMIN_REASON_MAX = 500;

export const blockUserRequestSchema = z.object({
  reason: text({ required: () => M.reasonRequired, trim: true, max: ADMIN_REASON_MAX, multiline: true }).min(1, {
    error: () => M.reasonRequired,
  }),
});
export const grantMembershipRequestSchema = blockUserRequestSchema;

export const adminUserActionResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: adminUserSchema });

export const auditEntrySchema = z.object({
  id: z.string(),
  adminUsername: z.string(),
  action: z.string(),
  targetUserId: z.string().nullable(),
  targetUserEmail: z.string().nullable(),
  reason: z.string().nullable(),
  /** Where the request came from, by country (never the address); null before it was recorded. */
  country: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.array(auditEntrySchema);

/** Each audited action's name (admin_audit.action). */
export const AUDIT_ACTIONS = {
  loginSucceeded: 'login_succeeded',
  loginFailed: 'login_failed',
  loginThrottled: 'login_throttled',
  logout: 'logout',
  issueHumanitarianCode: 'issue_humanitarian_code',
  blockUser: 'block_user',
  unblockUser: 'unblock_user',
  grantMembership: 'grant_membership',
  /** Members' personal data leaving the system as a file is an action too. */
  exportUsers: 'export_users',
  exportPayments: 'export_payments',
  /** The outbox holds reset and verification links: reading it is audited like an action. */
  readOutbox: 'read_outbox',
  startFunnel: 'start_funnel',
  stopFunnel: 'stop_funnel',
  updateFunnel: 'update_funnel',
  refundPayment: 'refund_payment',
  declineRefund: 'decline_refund',
  /** An LMIA quarter's file loaded through the console (docs/product.md#lmia-data). */
  uploadLmiaQuarter: 'upload_lmia_quarter',
} as const;

/** The largest LMIA file the console takes: ESDC's quarters are 3 to 5 MB as CSV and smaller as XLSX. */
export const LMIA_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** The file's name travels in the query, its bytes as the body (docs/product.md#lmia-data). */
export const lmiaUploadQuerySchema = z.object({ fileName: z.string().trim().min(1).max(200) });

/** One LMIA quarter the data holds (GET /api/admin/lmia-quarters). */
export const lmiaQuarterSchema = z.object({
  /** '2025Q1'. */
  quarter: z.string(),
  /** 'Jan–Mar 2025'. */
  label: z.string(),
  /** Rows of the published list loaded (lmia_employers). */
  rows: z.number().int(),
  /** When its first rows were loaded (ISO 8601). */
  loadedAt: z.string(),
});
export type LmiaQuarter = z.infer<typeof lmiaQuarterSchema>;
/** Newest quarter first. */
export const lmiaQuarterListSchema = z.array(lmiaQuarterSchema);

/** POST /api/admin/lmia-quarters: what the upload did. */
export const lmiaUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  quarter: z.string(),
  /** Data rows read from the file. */
  rows: z.number().int(),
  /** Rows new to the data (0 when the quarter was loaded already). */
  inserted: z.number().int(),
  jobsInserted: z.number().int(),
  /** True when the data held this quarter before: nothing is duplicated, rows it lacked are added. */
  alreadyLoaded: z.boolean(),
});
export type LmiaUploadResponse = z.infer<typeof lmiaUploadResponseSchema>;
