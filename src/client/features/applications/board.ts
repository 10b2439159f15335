import type { Application } from '../../../shared/schemas/applications';
import { APPLICATION_LIMITS, APPLICATION_STATUSES, type ApplicationStatus } from '../../../shared/application-statuses';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { formatDate } from '../../lib/format-date';

/** The /applications board's pure parts (docs/product.md#applications-page): its query, its columns, the job cards' statuses. */

export interface ApplicationFilters {
  status?: ApplicationStatus;
  search?: string;
}

/** The status filter's value for no filter: a value, not a text (the option shows `applications_board_all_statuses`). */
export const ALL_STATUSES = 'All statuses';

/** GET /api/applications with only the filters that are set. */
export function applicationListUrl({ status, search }: ApplicationFilters = {}): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  const term = search?.trim().slice(0, APPLICATION_LIMITS.searchMax);
  if (term) params.set('search', term);
  const query = params.toString();
  return query ? `/api/applications?${query}` : '/api/applications';
}

/** The status filter's value from the URL: a known status, or none. */
export function parseStatus(value: string | null | undefined): ApplicationStatus | undefined {
  return APPLICATION_STATUSES.find((status) => status === value);
}

export interface StatusGroup {
  status: ApplicationStatus;
  applications: Application[];
}

/**
 * One group per status in the statuses' order, each keeping the list's order (newest change first). Empty groups
 * are kept only when `keepEmpty` (the desktop board shows every column; the phone list only the ones in use).
 */
export function groupByStatus(applications: readonly Application[], { keepEmpty = false } = {}): StatusGroup[] {
  const groups = APPLICATION_STATUSES.map((status) => ({ status, applications: applications.filter((item) => item.status === status) }));
  return keepEmpty ? groups : groups.filter((group) => group.applications.length > 0);
}

/** Each tracked job's current status, for the job cards on /jobs. */
export function statusByJob(applications: readonly Application[]): Map<number, ApplicationStatus> {
  return new Map(applications.map((item) => [item.jobId, item.status]));
}

/** Ticks a saved document on or off, never beyond the most one status change may carry. */
export function toggleDocument(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((item) => item !== id);
  if (selected.length >= APPLICATION_LIMITS.documentsPerEvent) return [...selected];
  return [...selected, id];
}

/** An application's day, 'Nov 25, 2026' (src/client/lib/format-date.ts): stored as UTC days, so read in UTC. */
export const dateText = (value: string | Date) => formatDate(value, { timeZone: 'UTC' });

/** The titles of the documents an event attached; a document deleted since is named as such. */
export function documentTitles(ids: readonly string[], documents: readonly { id: string; title: string }[]): string[] {
  const titles = new Map(documents.map((document) => [document.id, document.title]));
  return ids.map((id) => titles.get(id) ?? m.applications_document_deleted());
}
