import { APPLICATION_MESSAGES as M } from '../../../shared/messages';
import type {
  Application,
  ApplicationEvent,
  CreateApplicationRequest,
  UpdateApplicationRequest,
} from '../../../shared/schemas/applications';
import { APPLICATION_LIMITS, OFFER_STATUSES, type ApplicationStatus } from '../../../shared/application-statuses';
import { APPLICATION_ERROR_CODES, ERROR_CODES } from '../../../shared/error-codes';
import { waitForMemberLock } from '../../db/advisory-locks';
import { isForeignKeyViolation, isUniqueViolation, type Executor as Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { areOwnDocuments } from '../documents/service';
import { jobSnapshot } from '../jobs/service';
import * as repo from './repo';

/**
 * A member's tracked applications (docs/product.md#applications): each job once, every status change a
 * dated event of the history, only the member's own (another member's id is not found, never forbidden).
 */

const notFound = () => new AppError(404, ERROR_CODES.notFound, M.notFound);
const jobNotFound = () => new AppError(404, APPLICATION_ERROR_CODES.jobNotFound, M.jobNotFound);

/** Blank notes are no notes. */
const notesOf = (notes: string | undefined) => (notes === undefined || notes.trim() === '' ? null : notes);

function toEvent(event: repo.ApplicationEventRow): ApplicationEvent {
  return { status: event.status, notes: event.notes, at: event.createdAt.toISOString(), documentIds: event.documentIds };
}

function toApplication(row: repo.ApplicationRow, events: repo.ApplicationEventRow[], historyTotal: number): Application {
  return {
    id: row.id,
    jobId: row.savedJobId,
    job: {
      title: row.jobTitle,
      company: row.jobCompany,
      location: row.jobLocation,
      province: row.jobProvince ?? '',
      nocCode: row.jobNocCode,
    },
    status: row.status,
    employerHoldsLmia: row.employerHoldsLmia,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    history: events.map(toEvent),
    historyTotal,
  };
}

/**
 * Each application with only its latest `historyInList` changes (oldest first among them) and the size of
 * its whole history: a list answer stays bounded however long one history has grown
 * (docs/decisions/025-bounded-member-writes.md).
 */
async function withLatestHistory(db: Db, rows: repo.ApplicationRow[]): Promise<Application[]> {
  const ids = rows.map((row) => row.id);
  const [events, totals] = await Promise.all([repo.latestEventsOf(db, ids, APPLICATION_LIMITS.historyInList), repo.countEventsOf(db, ids)]);
  const byApplication = new Map<string, repo.ApplicationEventRow[]>();
  for (const event of events) {
    const history = byApplication.get(event.applicationId);
    if (history) history.push(event);
    else byApplication.set(event.applicationId, [event]);
  }
  const oldestFirst = (history: repo.ApplicationEventRow[]) =>
    history.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  return rows.map((row) => toApplication(row, oldestFirst(byApplication.get(row.id) ?? []), totals.get(row.id) ?? 0));
}

/** The member's applications with their latest changes, the most recently changed first. */
export async function listApplications(db: Db, userId: string, query: repo.ApplicationFilters = {}): Promise<Application[]> {
  return withLatestHistory(db, await repo.listApplications(db, userId, query, APPLICATION_LIMITS.perMember));
}

/** One application with one page of its history (oldest first, `historyPageSize` a page; the cap fits page 1). */
export async function getApplication(db: Db, userId: string, id: string, historyPage = 1): Promise<Application> {
  const row = await repo.findApplication(db, userId, id);
  if (!row) throw notFound();
  const size = APPLICATION_LIMITS.historyPageSize;
  const [events, total] = await Promise.all([repo.eventsPage(db, id, (historyPage - 1) * size, size), repo.countEvents(db, id)]);
  return toApplication(row, events, total);
}

/** Events read per query while the export streams one history. */
const EXPORT_EVENTS_PER_QUERY = 500;

/**
 * The member's applications with every event of every history, as the text of a JSON array, piece by piece
 * (the data export, docs/product.md#account-page): events are read a page at a time and written out, so
 * memory holds one page, not a history that may predate the cap.
 */
export async function* applicationsExportJson(db: Db, userId: string): AsyncGenerator<string> {
  const rows = await repo.listApplications(db, userId, {}, APPLICATION_LIMITS.perMember);
  yield '[';
  for (const [index, row] of rows.entries()) {
    const { history: _none, historyTotal: _unknown, ...fields } = toApplication(row, [], 0);
    const head = JSON.stringify(fields);
    yield `${index === 0 ? '' : ','}${head.slice(0, -1)},"history":[`;
    let cursor: repo.EventCursor | null = null;
    let written = 0;
    for (;;) {
      const page = await repo.eventsAfter(db, row.id, cursor, EXPORT_EVENTS_PER_QUERY);
      if (page.length === 0) break;
      yield page.map((event) => `${written++ === 0 ? '' : ','}${JSON.stringify(toEvent(event))}`).join('');
      cursor = page.at(-1)!.cursor;
      if (page.length < EXPORT_EVENTS_PER_QUERY) break;
    }
    yield `],"historyTotal":${written}}`;
  }
  yield ']';
}

/** Starts tracking a job: the application and its first event, the creation with its status, in one transaction. */
export async function createApplication(deps: Deps, userId: string, input: CreateApplicationRequest): Promise<Application> {
  const job = await jobSnapshot(deps.db, input.jobId);
  if (!job) throw jobNotFound();
  const status: ApplicationStatus = input.status ?? 'Saved';
  const notes = notesOf(input.notes);
  const now = deps.now();
  try {
    const id = await deps.db.transaction(async (tx) => {
      // Counted under the member's lock: without it, parallel requests all counted 490 and went past 500.
      await waitForMemberLock(tx, 'memberWrites', userId);
      if ((await repo.countApplications(tx, userId)) >= APPLICATION_LIMITS.perMember)
        throw new AppError(409, APPLICATION_ERROR_CODES.limitReached, M.limitReached);
      const row = await repo.insertApplication(tx, {
        userId,
        jobId: job.id,
        savedJobId: job.id,
        jobTitle: job.title,
        jobCompany: job.company,
        jobLocation: job.location,
        jobProvince: job.province,
        jobNocCode: job.nocCode,
        status,
        notes,
        // Left unanswered even for a job from the positive-LMIA list: that approval was for the occupation in a
        // past quarter, and may not cover this position or be still valid (docs/decisions/045).
        employerHoldsLmia: input.employerHoldsLmia ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await repo.insertEvent(tx, { applicationId: row.id, status, notes, documentIds: [], createdAt: now });
      return row.id;
    });
    return await getApplication(deps.db, userId, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, APPLICATION_ERROR_CODES.alreadyTracked, M.alreadyTracked);
    // The job was removed from the list between the look-up and the insert.
    if (isForeignKeyViolation(error)) throw jobNotFound();
    throw error;
  }
}

/**
 * A status (even the current one) appends an event carrying the notes and documents sent with it; the
 * application's own notes stay as they were. Notes without a status replace the application's notes and
 * add no event: they are the member's running notes on the job, not a step of it. The LMIA answer is a fact
 * about the job, not a step: it is stored on the application with or without a status.
 */
export async function updateApplication(deps: Deps, userId: string, id: string, input: UpdateApplicationRequest): Promise<Application> {
  const now = deps.now();
  const lmiaAnswer = input.employerHoldsLmia === undefined ? {} : { employerHoldsLmia: input.employerHoldsLmia };
  await deps.db.transaction(async (tx) => {
    if (!(await repo.lockApplication(tx, userId, id))) throw notFound();
    if (input.status === undefined) {
      const notes = input.notes === undefined ? {} : { notes: notesOf(input.notes) };
      await repo.updateApplication(tx, userId, id, { ...notes, ...lmiaAnswer, updatedAt: now });
      return;
    }
    // Under the application's lock, so parallel changes cannot all see 199.
    if ((await repo.countEvents(tx, id)) >= APPLICATION_LIMITS.eventsPerApplication)
      throw new AppError(409, APPLICATION_ERROR_CODES.historyFull, M.historyFull);
    const documentIds = [...new Set(input.documentIds ?? [])];
    if (!(await areOwnDocuments(tx, userId, documentIds)))
      throw new AppError(404, APPLICATION_ERROR_CODES.documentNotFound, M.documentNotFound);
    await repo.insertEvent(tx, { applicationId: id, status: input.status, notes: notesOf(input.notes), documentIds, createdAt: now });
    await repo.updateApplication(tx, userId, id, { status: input.status, ...lmiaAnswer, updatedAt: now });
  });
  return getApplication(deps.db, userId, id);
}

export async function deleteApplication(db: Db, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteApplication(db, userId, id))) throw notFound();
}

/** For account deletion, inside its transaction: every application of the member and their history. */
export async function deleteApplicationsOf(tx: Db, userId: string): Promise<number> {
  return repo.deleteApplicationsOf(tx, userId);
}

/**
 * `successfulPlacements` in /api/stats: members with an application that reached an offer, even if later
 * rejected or withdrawn. Members, not applications: one member reporting forty offers is one person.
 */
export async function countPlacements(db: Db): Promise<number> {
  return repo.countMembersWhoReached(db, OFFER_STATUSES);
}
