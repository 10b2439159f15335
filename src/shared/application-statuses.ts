import { localized } from './i18n/localized';
import { m } from './i18n/paraglide/messages.js';

/**
 * The statuses and limits of tracked applications as plain values: pages that only show or compare a
 * status (the jobs list's save button) do not load zod (docs/decisions/048-zod-off-the-first-visit.md).
 */

/**
 * A member's tracked applications, from the first save to arrival (docs/product.md#applications). The
 * statuses run in this order; Rejected and Withdrawn end an application at any point.
 */
export const PROGRESS_STATUSES = [
  'Saved',
  'Applied',
  'Under Review',
  'Interview Scheduled',
  'Documents Requested',
  'Offer Received',
  'LMIA Approved',
  'Work Permit Applied',
  'Work Permit Approved',
  'Arrived in Canada',
] as const;
export const CLOSING_STATUSES = ['Rejected', 'Withdrawn'] as const;
export const APPLICATION_STATUSES = [...PROGRESS_STATUSES, ...CLOSING_STATUSES] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A status as a person reads it, in the language of the moment; the status itself stays the stored English value. */
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = localized({
  Saved: m.applications_status_saved,
  Applied: m.applications_status_applied,
  'Under Review': m.applications_status_under_review,
  'Interview Scheduled': m.applications_status_interview_scheduled,
  'Documents Requested': m.applications_status_documents_requested,
  'Offer Received': m.applications_status_offer_received,
  'LMIA Approved': m.applications_status_lmia_approved,
  'Work Permit Applied': m.applications_status_work_permit_applied,
  'Work Permit Approved': m.applications_status_work_permit_approved,
  'Arrived in Canada': m.applications_status_arrived,
  Rejected: m.applications_status_rejected,
  Withdrawn: m.applications_status_withdrawn,
});

/** From here on an application counts as a placement (`successfulPlacements` in /api/stats) and gets the immigration timeline. */
export const OFFER_STATUSES: readonly ApplicationStatus[] = PROGRESS_STATUSES.slice(PROGRESS_STATUSES.indexOf('Offer Received'));
export const isOfferOrLater = (status: ApplicationStatus) => OFFER_STATUSES.includes(status);

export const APPLICATION_LIMITS = {
  notesMax: 2000,
  searchMax: 100,
  /** Saved documents attached to one status change. */
  documentsPerEvent: 5,
  /** A member's tracked applications; far above what one person pursues. */
  perMember: 500,
  /** Status changes kept per application: a real application has a dozen; this bounds the history's rows. */
  eventsPerApplication: 200,
  /** The latest status changes each application carries in the list; the whole history is GET /api/applications/:id. */
  historyInList: 5,
  /** Status changes per page of GET /api/applications/:id (oldest first); the cap fits one page. */
  historyPageSize: 200,
  historyPageMax: 10_000,
  /** Creations, changes and deletions per member and minute (docs/product.md#limits). */
  writesPerMinute: 60,
} as const;

/**
 * "Does the employer already hold a positive LMIA for this job?" — the member's answer, which decides whether the
 * timeline shows the LMIA step (docs/product.md#immigration-timeline); null until answered.
 */
export const EMPLOYER_LMIA_ANSWERS = ['yes', 'no', 'not-sure'] as const;
export type EmployerLmia = (typeof EMPLOYER_LMIA_ANSWERS)[number];
export const EMPLOYER_LMIA_LABELS: Readonly<Record<EmployerLmia, string>> = localized({
  yes: m.applications_lmia_answer_yes,
  no: m.applications_lmia_answer_no,
  'not-sure': m.applications_lmia_answer_not_sure,
});
