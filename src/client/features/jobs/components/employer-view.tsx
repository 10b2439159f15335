import { ExternalLink, FileText, MapPin, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EmployerApproval } from '../../../../shared/schemas/employers';
import { PageMeta } from '../../../components/layout/page-meta';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ApiError, toUserMessage } from '../../../lib/api-client';
import { formatQuarter } from '../../../lib/live-counts';
import { useEmployer } from '../api/get-employer';
import { coverLetterPath, jobBankUrl, mapUrl, webSearchUrl } from '../employer-links';
import { formatCount } from '../../../lib/format-number';

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
        <PageMeta title="Employer not found" description="This employer is not on the positive-LMIA lists Maple Bridge holds." />
        <SearchX aria-hidden="true" className="mx-auto size-10 text-gray-400" />
        <h1 className="mt-3 text-2xl font-bold text-gray-900">Employer not found</h1>
        <p className="mt-2 text-gray-700">No employer has this address. The link may be mistyped.</p>
        <Link to="/jobs" className={buttonClasses({ className: 'mt-6' })}>
          Search all jobs
        </Link>
      </div>
    );
  }
  if (query.error) {
    return (
      <div role="alert" className="mx-auto mt-6 max-w-3xl rounded-xl border border-red-200 bg-red-50 p-5 text-gray-800">
        <h1 className="text-lg font-semibold">This employer could not be shown</h1>
        <p className="mt-1">{toUserMessage(query.error)}</p>
        <Button className="mt-4" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const employer = query.data;
  if (!employer) {
    return (
      <p role="status" className="mx-auto max-w-3xl px-4 py-6 text-gray-600">
        Loading employer…
      </p>
    );
  }
  const place = [employer.city, employer.province].filter(Boolean).join(', ');
  const positions = employer.approvals.reduce((sum, approval) => sum + approval.positions, 0);
  const quarters = new Set(employer.approvals.map((approval) => approval.quarter)).size;
  return (
    <article className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageMeta title={employer.name} description={`${employer.name}: every positive LMIA approval and how to reach them.`} />
      <header>
        <h1 className="text-2xl font-bold break-words text-gray-900 sm:text-3xl">{employer.name}</h1>
        <p className="mt-1 text-gray-700">{place}</p>
        <p className="mt-2 text-sm text-gray-700">
          {formatCount(positions)} positions approved in {employer.approvals.length} approvals over {quarters}{' '}
          {quarters === 1 ? 'quarter' : 'quarters'}.
        </p>
      </header>

      <section aria-labelledby="reach-title" className="rounded-xl border border-gray-200 bg-white p-5">
        <h2 id="reach-title" className="text-lg font-semibold text-gray-900">
          How to reach them
        </h2>
        <ul className="mt-3 grid gap-2 text-sm">
          <li>
            <a href={jobBankUrl(employer.name)} target="_blank" rel="noopener noreferrer" className={EXTERNAL}>
              Their postings on Job Bank <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </li>
          <li>
            <a href={webSearchUrl(employer.name, employer.city)} target="_blank" rel="noopener noreferrer" className={EXTERNAL}>
              Search the web for their website and phone <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </li>
        </ul>
      </section>

      <section aria-labelledby="approvals-title">
        <h2 id="approvals-title" className="text-lg font-semibold text-gray-900">
          Approvals
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
        NOC {approval.noc} · {approval.stream} · {approval.positions} {approval.positions === 1 ? 'position' : 'positions'} ·{' '}
        {formatQuarter(approval.quarter)}
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
          <FileText aria-hidden="true" className="size-4" /> Cover letter
        </Link>
        {approval.jobId !== null && <div>{trackAction(approval.jobId, approval.occupation)}</div>}
      </div>
    </li>
  );
}
