import { ExternalLink, FileText, MapPin, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import type { EmployerApproval } from '../../../../shared/schemas/employers';
import { PageMeta } from '../../../components/layout/page-meta';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ApiError, toUserMessage } from '../../../lib/api-client';
import { formatQuarter } from '../../../lib/live-counts';
import { useEmployer } from '../api/get-employer';
import { coverLetterPath, jobBankUrl, mapUrl, webSearchUrl } from '../employer-links';
import { formatCount } from '../../../lib/format-number';
import { positionsText } from '../lmia-badge';
import { streamLabel } from '../labels';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

const EXTERNAL = 'inline-flex items-center gap-1 font-medium text-blue-700 underline underline-offset-2';

/**
 * An employer's page (docs/product.md#employer-pages): every positive LMIA across quarters, where, and how to
 * reach them. `trackAction` is the page's Track control for an approval's job (the applications feature's).
 */
export function EmployerView({ id, trackAction }: { id: string; trackAction: (jobId: number, title: string) => ReactNode }) {
  const query = useEmployer(id, true);
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <PageMeta title={m.jobs_employer_not_found_title()} description={m.jobs_employer_not_found_description()} />
        <SearchX aria-hidden="true" className="mx-auto size-10 text-gray-400" />
        <h1 className="mt-3 text-2xl font-bold text-gray-900">{m.jobs_employer_not_found_title()}</h1>
        <p className="mt-2 text-gray-700">{m.jobs_employer_not_found_text()}</p>
        <Link to="/jobs" className={buttonClasses({ className: 'mt-6' })}>
          {m.jobs_search_all()}
        </Link>
      </div>
    );
  }
  if (query.error) {
    return (
      <div role="alert" className="mx-auto mt-6 max-w-3xl rounded-xl border border-red-200 bg-red-50 p-5 text-gray-800">
        <h1 className="text-lg font-semibold">{m.jobs_employer_not_shown()}</h1>
        <p className="mt-1">{toUserMessage(query.error)}</p>
        <Button className="mt-4" onClick={() => void query.refetch()}>
          {m.jobs_try_again()}
        </Button>
      </div>
    );
  }
  const employer = query.data;
  if (!employer) {
    return (
      <p role="status" className="mx-auto max-w-3xl px-4 py-6 text-gray-600">
        {m.jobs_employer_loading()}
      </p>
    );
  }
  const place = [employer.city, employer.province].filter(Boolean).join(', ');
  const positions = employer.approvals.reduce((sum, approval) => sum + approval.positions, 0);
  const quarters = new Set(employer.approvals.map((approval) => approval.quarter)).size;
  return (
    <article className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageMeta title={employer.name} description={m.jobs_employer_description({ name: employer.name })} />
      <header>
        <h1 className="text-2xl font-bold break-words text-gray-900 sm:text-3xl">{employer.name}</h1>
        <p className="mt-1 text-gray-700">{place}</p>
        <p className="mt-2 text-sm text-gray-700">
          {m.jobs_employer_summary({
            positions: formatCount(positions),
            approvals: formatCount(employer.approvals.length),
            count: formatCount(quarters),
          })}
        </p>
      </header>

      <section aria-labelledby="reach-title" className="rounded-xl border border-gray-200 bg-white p-5">
        <h2 id="reach-title" className="text-lg font-semibold text-gray-900">
          {m.jobs_employer_reach_title()}
        </h2>
        <ul className="mt-3 grid gap-2 text-sm">
          <li>
            <a href={jobBankUrl(employer.name)} target="_blank" rel="noopener noreferrer" className={EXTERNAL}>
              {m.jobs_employer_job_bank()} <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </li>
          <li>
            <a href={webSearchUrl(employer.name, employer.city)} target="_blank" rel="noopener noreferrer" className={EXTERNAL}>
              {m.jobs_employer_web_search()} <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </li>
        </ul>
      </section>

      <section aria-labelledby="approvals-title">
        <h2 id="approvals-title" className="text-lg font-semibold text-gray-900">
          {m.jobs_employer_approvals_title()}
        </h2>
        <ul className="mt-3 grid gap-3">
          {employer.approvals.map((approval, index) => (
            <ApprovalItem key={index} approval={approval} employerName={employer.name} trackAction={trackAction} />
          ))}
        </ul>
      </section>
    </article>
  );
}

function ApprovalItem({
  approval,
  employerName,
  trackAction,
}: {
  approval: EmployerApproval;
  employerName: string;
  trackAction: (jobId: number, title: string) => ReactNode;
}) {
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4">
      <p className="font-semibold break-words text-gray-900">{approval.occupation}</p>
      <p className="mt-0.5 text-sm text-gray-700">
        {m.jobs_employer_approval_line({
          noc: approval.noc,
          stream: streamLabel(approval.stream),
          positions: positionsText(approval.positions),
          quarter: formatQuarter(approval.quarter),
        })}
      </p>
      <p className="mt-1 text-sm break-words text-gray-800">
        <a href={mapUrl(approval.address)} target="_blank" rel="noopener noreferrer" className={EXTERNAL}>
          <MapPin aria-hidden="true" className="size-4 shrink-0" /> {approval.address}
        </a>
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Link
          to={coverLetterPath(employerName, approval.occupation)}
          className={buttonClasses({ variant: 'outline', size: 'sm', className: 'w-full' })}
        >
          <FileText aria-hidden="true" className="size-4" /> {m.jobs_employer_cover_letter()}
        </Link>
        {approval.jobId !== null && <div>{trackAction(approval.jobId, approval.occupation)}</div>}
      </div>
    </li>
  );
}
