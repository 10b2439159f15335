import { z } from 'zod';
import { m } from '../i18n/paraglide/messages.js';
import { ACCOUNT_PAGE_MESSAGES as M } from '../messages';
import { AUTH_LIMITS, nameField, newPasswordField, phoneField } from './auth';
import { text } from './text';

/** The member's own account (docs/product.md#account-page): profile, password, membership, payments, their data. */

export const PROFILE_LIMITS = { placeMax: 100 } as const;

const placeField = text({ max: PROFILE_LIMITS.placeMax, maxMessage: () => M.placeMax, trim: true })
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * PATCH /api/account/profile — the whole editable profile, as the form holds it, with the sign-up rules for
 * names and phone. Phone, city and country left out (or empty) are cleared.
 */
export const updateProfileRequestSchema = z.object({
  firstName: nameField('first'),
  lastName: nameField('last'),
  phone: phoneField,
  city: placeField,
  country: placeField,
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** POST /api/account/password — ends every other session of the member. */
export const changePasswordRequestSchema = z.object({
  currentPassword: text({ required: () => M.currentPasswordRequired, max: AUTH_LIMITS.passwordMax }).min(1, {
    error: () => M.currentPasswordRequired,
  }),
  newPassword: newPasswordField,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** DELETE /api/account — the password confirms it is the member. */
export const deleteAccountRequestSchema = z.object({
  password: text({ required: () => M.passwordRequired, max: AUTH_LIMITS.passwordMax }).min(1, { error: () => M.passwordRequired }),
});

export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The address was proven after someone signed up with it: the owner is asked to check the name and phone
   * until they save the profile (docs/product.md#account-page).
   */
  checkDetails: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Renewal is offered when fewer than this many days remain (or the membership has ended). */
export const RENEW_WITHIN_DAYS = 30;

export const membershipSummarySchema = z.object({
  /** null: never a member. */
  kind: z.enum(['paid', 'humanitarian', 'complimentary']).nullable(),
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Whole days until expiry, 0 once it has passed. */
  daysLeft: z.number().int(),
  active: z.boolean(),
  canRenew: z.boolean(),
});
export type MembershipSummary = z.infer<typeof membershipSummarySchema>;

/** GET and PATCH /api/account/profile */
export const accountProfileResponseSchema = z.object({
  success: z.literal(true),
  profile: profileSchema,
  membership: membershipSummarySchema,
});

export const accountPaymentSchema = z.object({
  id: z.string(),
  /** What was charged, in the currency's minor unit: 30000 'cad' by card, 2850000 'kes' (KES 28,500) by M-Pesa. */
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  /** The status in words: "Paid", "Refunded", "Failed: Your card was declined." (PAYMENT_STATUS_WORDS). */
  statusLabel: z.string(),
  failureReason: z.string().nullable(),
  /** 'Card', 'Sandbox card', 'M-Pesa', 'Humanitarian code', 'Complimentary' … as the member should read it. */
  method: z.string(),
  /** The provider's reference (pi_…, an M-Pesa receipt number). */
  reference: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AccountPayment = z.infer<typeof accountPaymentSchema>;
/** GET /api/account/payments — newest first; a receipt exists for succeeded ones (GET /api/account/payments/:id/receipt.pdf). */
export const accountPaymentsResponseSchema = z.object({ success: z.literal(true), payments: z.array(accountPaymentSchema) });
export const paymentIdParamsSchema = z.object({ id: text({ max: 100 }).pipe(z.uuid({ error: () => M.idNotUuid })) });

const localeField = z.enum(['en', 'sw'], { error: () => m.shared_locale_invalid() });

/** PUT /api/account/locale — the member's language (docs/decisions/058-choosing-the-language.md). */
export const localeRequestSchema = z.object({ locale: localeField });
export const localeResponseSchema = z.object({ success: z.literal(true), locale: localeField });
