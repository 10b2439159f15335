import { clsx } from 'clsx';
import { CircleAlert, FolderSearch, Search } from 'lucide-react';
import { Link, useSearchParams } from '../../../lib/router';
import { useRef, useState } from 'react';
import type { Application } from '../../../../shared/schemas/applications';
import { hasForbiddenCharacters } from '../../../../shared/forbidden-characters';
import { VALIDATION_MESSAGES } from '../../../../shared/messages';
import { APPLICATION_LIMITS, APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '../../../../shared/application-statuses';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FieldMessages, useFieldIds } from '../../../components/ui/text-field';
import { toUserMessage } from '../../../lib/api-client';
import { useApplications } from '../api/get-applications';
import { ALL_STATUSES, dateText, groupByStatus, parseStatus } from '../board';

const FIELD =
  'h-11 w-full rounded-md border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600/30';

/**
 * /applications below the header (docs/product.md#applications-page): filter and search in the URL, the
 * applications grouped by status — stacked sections on a phone, a board of columns from lg up.
 */
export function ApplicationsBoard({ onOpen }: { onOpen: (application: Application) => void }) {
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const search = params.get('search') ?? '';
  const applications = useApplications({ status, search });
  const filtered = Boolean(status || search.trim());

  const setFilter = (name: 'status' | 'search', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  const data = applications.data;
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <div className="grid gap-3 sm:grid-cols-[14rem_minmax(0,1fr)] sm:items-end">
        <div>
          <label htmlFor="applications-status" className="mb-1 block text-sm font-medium text-gray-700">
            {m.applications_board_status_label()}
          </label>
          <select
            id="applications-status"
            value={status ?? ALL_STATUSES}
            onChange={(event) => setFilter('status', event.target.value === ALL_STATUSES ? '' : event.target.value)}
            className={FIELD}
          >
            <option value={ALL_STATUSES}>{m.applications_board_all_statuses()}</option>
            {APPLICATION_STATUSES.map((choice) => (
              <option key={choice} value={choice}>
                {APPLICATION_STATUS_LABELS[choice]}
              </option>
            ))}
          </select>
        </div>
        <SearchForm key={search} initial={search} onSearch={(value) => setFilter('search', value.trim())} />
      </div>

      {applications.isError && !data ? (
        <div role="alert" className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-4 py-12 text-center">
          <CircleAlert aria-hidden="true" className="size-10 text-red-600" />
          <h2 className="mt-3 text-lg font-semibold text-gray-900">{m.applications_board_load_failed()}</h2>
          <p className="mt-1 max-w-md text-gray-700">{toUserMessage(applications.error)}</p>
          <Button className="mt-5" onClick={() => void applications.refetch()}>
            {m.applications_board_try_again()}
          </Button>
        </div>
      ) : !data ? (
        <p role="status" className="text-gray-700">
          {m.applications_board_loading()}
        </p>
      ) : data.applications.length === 0 ? (
        filtered ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-white px-4 py-12 text-center">
            <FolderSearch aria-hidden="true" className="size-10 text-gray-400" />
            <h2 className="mt-3 text-lg font-semibold text-gray-900">{m.applications_board_no_match()}</h2>
            <Button variant="outline" className="mt-5" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
              {m.applications_board_show_all()}
            </Button>
          </div>
        ) : (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-white px-4 py-12 text-center">
            <FolderSearch aria-hidden="true" className="size-10 text-gray-400" />
            <h2 className="mt-3 text-lg font-semibold text-gray-900">{m.applications_board_empty_title()}</h2>
            <p className="mt-1 max-w-md text-gray-700">{m.applications_board_empty_text()}</p>
            <Link to="/jobs" className={buttonClasses({ className: 'mt-5' })}>
              {m.applications_board_find_jobs()}
            </Link>
          </div>
        )
      ) : (
        <>
          <p role="status" className="text-sm font-semibold text-gray-900">
            {m.applications_board_count({ count: data.applications.length })}
          </p>
          <div
            aria-busy={applications.isPlaceholderData}
            className={clsx(
              'grid gap-6 lg:auto-cols-[17rem] lg:grid-flow-col lg:gap-4 lg:overflow-x-auto lg:pb-4',
              applications.isPlaceholderData && 'opacity-60',
            )}
          >
            {groupByStatus(data.applications, { keepEmpty: !filtered }).map((group) => {
              const headingId = `status-${group.status.replace(/\s+/g, '-').toLowerCase()}`;
              return (
                <section
                  key={group.status}
                  aria-labelledby={headingId}
                  // Empty columns belong to the desktop board only; a phone lists the statuses in use.
                  className={clsx(
                    'grid content-start gap-3 lg:rounded-xl lg:bg-gray-50 lg:p-3',
                    group.applications.length === 0 && 'hidden lg:grid',
                  )}
                >
                  <h2 id={headingId} className="flex items-center justify-between text-sm font-semibold text-gray-900">
                    {APPLICATION_STATUS_LABELS[group.status]}
                    <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs text-gray-800">{group.applications.length}</span>
                  </h2>
                  {group.applications.map((application) => (
                    <ApplicationCard key={application.id} application={application} onOpen={onOpen} />
                  ))}
                </section>
              );
            })}
          </div>
        </>
      )}
    </div>
  );
}

/**
 * What the server refuses in `search` (schemas/applications.ts), said before asking: its length is bounded by the
 * field's maxLength, so only a character no one can type is left to catch. No schema and no form library: the board
 * starts without zod (docs/decisions/054-member-pages-start-small.md).
 */
const searchProblem = (value: string) => (hasForbiddenCharacters(value) ? VALIDATION_MESSAGES.forbiddenCharacters : undefined);

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (value: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  // As a form library does: checked on submit, then again as the member corrects it.
  const [submitted, setSubmitted] = useState(false);
  const { inputId, describedBy } = useFieldIds('applications-search', undefined, error);
  return (
    <form
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = input.current?.value ?? '';
        const problem = searchProblem(value);
        setSubmitted(true);
        setError(problem);
        if (problem) input.current?.focus();
        else onSearch(value);
      }}
      className="grid gap-1"
    >
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-gray-700">
            {m.applications_board_search_label()}
          </label>
          <input
            id={inputId}
            type="search"
            maxLength={APPLICATION_LIMITS.searchMax}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={clsx(FIELD, error && 'border-red-600 focus:border-red-600')}
            ref={input}
            name="search"
            defaultValue={initial}
            onChange={(event) => {
              if (submitted) setError(searchProblem(event.target.value));
            }}
          />
        </div>
        <Button type="submit" className="h-11 self-end" aria-label={m.applications_board_search_aria()}>
          <Search aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{m.applications_board_search()}</span>
        </Button>
      </div>
      <FieldMessages inputId={inputId} error={error} />
    </form>
  );
}

/** The card's button, found again after a status change moved the card to another column (a new element). */
export const openerSelector = (id: string) => `[data-application-opener="${CSS.escape(id)}"]`;

function ApplicationCard({ application, onOpen }: { application: Application; onOpen: (application: Application) => void }) {
  return (
    <article className="rounded-lg border border-gray-200 bg-white p-3 shadow-sm">
      <h3 className="font-semibold text-gray-900">
        <button
          type="button"
          data-application-opener={application.id}
          onClick={() => onOpen(application)}
          className="text-left underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          {application.job.title}
        </button>
      </h3>
      <p className="text-sm text-gray-800">{application.job.company}</p>
      <p className="text-sm text-gray-700">{application.job.location}</p>
      <p className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-gray-700">
        <span className="rounded-md bg-blue-50 px-2 py-0.5 font-medium text-blue-800">{APPLICATION_STATUS_LABELS[application.status]}</span>
        <span>{m.applications_board_updated({ date: dateText(application.updatedAt) })}</span>
      </p>
    </article>
  );
}
