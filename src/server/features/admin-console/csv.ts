import { stringify } from 'csv-stringify/sync';
import type { AdminPayment, AdminUser } from '../../../shared/schemas/admin';

/**
 * Spreadsheet formula injection (OWASP, "CSV Injection"): a spreadsheet runs a cell that begins with one
 * of these as a formula. Names, phone numbers and reasons are typed by members or administrators, so such
 * a cell gets a leading apostrophe and is shown as text (docs/decisions/017-admin-console.md).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

type Cell = string | number | boolean | null;
const cellText = (value: Cell) => (value === null ? '' : String(value));

/** A header row and one row per record; every cell passes the formula guard. */
function toCsv<T>(columns: ReadonlyArray<readonly [header: string, value: (record: T) => Cell]>, records: readonly T[]): string {
  const rows = records.map((record) => columns.map(([, value]) => neutralizeFormula(cellText(value(record)))));
  // The byte-order mark makes Excel read the file as UTF-8 (names with accents); CSV readers skip it.
  return stringify([columns.map(([header]) => header), ...rows], { bom: true });
}

/** The users export's columns, in order (docs/product.md#admin-dashboard). */
export const USER_CSV_COLUMNS = [
  ['id', (u) => u.id],
  ['email', (u) => u.email],
  ['firstName', (u) => u.firstName],
  ['lastName', (u) => u.lastName],
  ['phone', (u) => u.phone],
  ['location', (u) => u.location],
  ['createdAt', (u) => u.createdAt],
  ['isPaidMember', (u) => u.isPaidMember],
  ['membershipExpiresAt', (u) => u.membershipExpiresAt],
  ['accountStatus', (u) => u.accountStatus],
  ['blockedAt', (u) => u.blockedAt],
  ['blockedReason', (u) => u.blockedReason],
] as const satisfies ReadonlyArray<readonly [string, (user: AdminUser) => Cell]>;

/**
 * The payments export's columns, in order: the amount in the currency's major unit with 2 decimals (a file read by
 * people and spreadsheets; the API itself sends cents), the currency in capitals.
 */
export const PAYMENT_CSV_COLUMNS = [
  ['id', (p) => p.id],
  ['userEmail', (p) => p.userEmail],
  ['amount', (p) => (p.amountCents / 100).toFixed(2)],
  ['currency', (p) => p.currency.toUpperCase()],
  ['status', (p) => p.status],
  ['paymentMethod', (p) => p.paymentMethod],
  ['reference', (p) => p.reference],
  ['createdAt', (p) => p.createdAt],
  ['failureReason', (p) => p.failureReason],
] as const satisfies ReadonlyArray<readonly [string, (payment: AdminPayment) => Cell]>;

export const usersCsv = (users: readonly AdminUser[]) => toCsv(USER_CSV_COLUMNS, users);
export const paymentsCsv = (payments: readonly AdminPayment[]) => toCsv(PAYMENT_CSV_COLUMNS, payments);

/** `users-2026-06-15.csv`: the export's name with the UTC day it was made. */
export const csvFilename = (kind: 'users' | 'payments', now: Date) => `${kind}-${now.toISOString().slice(0, 10)}.csv`;
