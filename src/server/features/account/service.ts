import type { z } from 'zod';
import { ACCOUNT_PAGE_MESSAGES as M } from '../../../shared/messages';
import {
  RENEW_WITHIN_DAYS,
  type AccountPayment,
  type MembershipSummary,
  type Profile,
  type updateProfileRequestSchema,
} from '../../../shared/schemas/account';
import { ACCOUNT_ERROR_CODES } from '../../../shared/error-codes';
import { AppError } from '../../lib/app-error';
import { DAY_MS } from '../../lib/dates';
import type { Deps } from '../../lib/deps';
import {
  changeOwnPassword,
  confirmOwnPassword,
  eraseAccount,
  setUserLocale,
  updateProfile as updateUserProfile,
  type UserRow,
} from '../auth/service';
import type { Locale } from '../../../shared/i18n/locale';
import { deleteDocumentsOf, exportDocuments } from '../documents/service';
import { deleteJobAlertsOf } from '../job-alerts/service';
import { deleteMatchSettingsOf } from '../matches/service';
import { deleteMemberProfileOf, exportMemberProfile } from '../profile/service';
import { getMembershipStanding, listMembershipsOf } from '../membership/service';
import { deleteOutboxMailTo } from '../outbox/service';
import { erasePhoneNumbersOf, findPaymentOf, listPaymentsOf, mpesaPhoneNumbersOf, type MemberPayment } from '../payments/service';
import { writeReceipt } from './receipt';
import { applicationsExportJson, deleteApplicationsOf } from '../applications/service';

/**
 * The member's own account (docs/product.md#account-page). This feature owns no table: it composes the
 * services of the features that do — auth (users, sessions), membership, payments, documents, My profile, job alerts, applications.
 */

function toProfile(user: UserRow): Profile {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    phone: user.phone,
    city: user.city,
    country: user.country,
    createdAt: user.createdAt.toISOString(),
    checkDetails: user.detailsCheckRequestedAt !== null,
  };
}

export async function membershipSummary(deps: Deps, userId: string): Promise<MembershipSummary> {
  const now = deps.now();
  const standing = await getMembershipStanding(deps.db, { userId, now });
  if (!standing) return { kind: null, startsAt: null, expiresAt: null, daysLeft: 0, active: false, canRenew: false };
  const daysLeft = standing.active ? Math.max(0, Math.floor((standing.expiresAt.getTime() - now.getTime()) / DAY_MS)) : 0;
  return {
    kind: standing.kind,
    startsAt: standing.startsAt.toISOString(),
    expiresAt: standing.expiresAt.toISOString(),
    daysLeft,
    active: standing.active,
    canRenew: !standing.active || daysLeft < RENEW_WITHIN_DAYS,
  };
}

export async function getProfile(deps: Deps, user: UserRow) {
  return { profile: toProfile(user), membership: await membershipSummary(deps, user.id) };
}

/** The schema has already applied the sign-up rules; what is left out or empty is cleared. */
/** The member's language, for the e-mails and the app after sign-in (docs/decisions/058-choosing-the-language.md). */
export async function setLocale(deps: Deps, user: UserRow, locale: Locale) {
  await setUserLocale(deps.db, user.id, locale);
}

export async function updateProfile(deps: Deps, user: UserRow, input: z.output<typeof updateProfileRequestSchema>) {
  const updated = await updateUserProfile(deps.db, user.id, {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? null,
    city: input.city ?? null,
    country: input.country ?? null,
  });
  return getProfile(deps, updated);
}

export async function changePassword(
  deps: Deps,
  input: { user: UserRow; currentPassword: string; newPassword: string; ip: string; currentTokenHash: string },
) {
  await confirmOwnPassword(deps, { user: input.user, password: input.currentPassword, ip: input.ip, field: 'currentPassword' });
  await changeOwnPassword(deps, { userId: input.user.id, newPassword: input.newPassword, currentTokenHash: input.currentTokenHash });
}

const toAccountPayment = (payment: MemberPayment): AccountPayment => ({
  ...payment,
  createdAt: payment.createdAt.toISOString(),
  paidAt: payment.paidAt?.toISOString() ?? null,
});

/**
 * The payment history (docs/product.md#account-page): only payments that reached an outcome, in what was charged;
 * the export (`outcomesOnly: false`) keeps every row, a checkout opened and never paid too.
 */
export async function listPayments(deps: Deps, userId: string, { outcomesOnly = true } = {}): Promise<AccountPayment[]> {
  return (await listPaymentsOf(deps.db, userId, { outcomesOnly })).map(toAccountPayment);
}

/** The PDF receipt of the member's own succeeded payment; anything else is NO_RECEIPT, never another member's. */
export async function receipt(deps: Deps, user: UserRow, paymentId: string) {
  const payment = await findPaymentOf(deps.db, user.id, paymentId);
  if (!payment || payment.status !== 'succeeded') throw new AppError(404, ACCOUNT_ERROR_CODES.noReceipt, M.noReceipt);
  const pdf = await writeReceipt({
    payment,
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    operator: deps.config.operator,
  });
  return { pdf, fileName: `maple-bridge-receipt-${payment.id.slice(0, 8)}.pdf` };
}

/**
 * Everything the service holds about the member, as one JSON document (docs/product.md#account-page). The
 * applications, whose histories are the only part without a small bound, come last and are written as they
 * are read (`applicationsExportJson`): `text` yields the document piece by piece for a streamed answer.
 */
export async function exportData(deps: Deps, user: UserRow) {
  const now = deps.now();
  const [membership, memberships, myProfile, documents, payments, mpesaPhones] = await Promise.all([
    membershipSummary(deps, user.id),
    listMembershipsOf(deps.db, user.id),
    exportMemberProfile(deps, user.id),
    exportDocuments(deps, user.id),
    listPayments(deps, user.id, { outcomesOnly: false }),
    mpesaPhoneNumbersOf(deps.db, user.id),
  ]);
  const data = {
    exportedAt: now.toISOString(),
    profile: toProfile(user),
    membership,
    memberships: memberships.map((period) => ({
      kind: period.kind,
      source: period.sourceType,
      startsAt: period.startsAt.toISOString(),
      expiresAt: period.expiresAt.toISOString(),
      endedAt: period.endedAt?.toISOString() ?? null,
      reason: period.reason,
    })),
    // My profile: the master CV and the converter's draft (docs/product.md#my-profile); null when none was saved.
    myProfile,
    documents,
    payments,
    // The numbers the member paid from by M-Pesa are theirs too (docs/product.md#account-page).
    mpesaPhoneNumbers: mpesaPhones.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  };
  async function* text(): AsyncGenerator<string> {
    // The rest of the document, pretty-printed, with its closing brace replaced by the applications.
    yield `${JSON.stringify(data, null, 2).slice(0, -2)},\n  "applications": `;
    yield* applicationsExportJson(deps.db, user.id);
    yield '\n}\n';
  }
  return { fileName: `maple-bridge-data-${now.toISOString().slice(0, 10)}.json`, text };
}

/**
 * Deletes the account (docs/product.md#account-page), after the password: in one transaction, personal
 * data is erased — the user row anonymised in place, My profile, documents, job alerts, applications, mail waiting in
 * the outbox for the address, links and every session deleted, M-Pesa phone numbers blanked — while payments
 * and memberships stay, pointing at the anonymised row, for accounting.
 */
export async function deleteAccount(deps: Deps, input: { user: UserRow; password: string; ip: string }) {
  await confirmOwnPassword(deps, { user: input.user, password: input.password, ip: input.ip, field: 'password' });
  const { id: userId, email } = input.user;
  await deps.db.transaction(async (tx) => {
    await deleteApplicationsOf(tx, userId);
    await deleteDocumentsOf(tx, userId);
    await deleteMemberProfileOf(tx, userId);
    await deleteMatchSettingsOf(tx, userId);
    await deleteJobAlertsOf(tx, { userId, email });
    await erasePhoneNumbersOf(tx, userId);
    await deleteOutboxMailTo(tx, email);
    await eraseAccount(tx, { userId, now: deps.now() });
  });
}
