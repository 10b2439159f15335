import { Link } from '../../../lib/router';
import { employerPath } from '../employer-links';
import { Banknote, Check, MapPin, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Job, JobListItem } from '../../../../shared/schemas/jobs';
import { Button } from '../../../components/ui/button';
import { isFullJob, nocText } from '../job-view';
import { LmiaBadge, NewQuarterBadge } from './job-badges';
import { categoryLabel } from '../labels';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/** A card shows at most three benefits (docs/product.md#job-card). */
const CARD_BENEFITS = 3;

/** 'Toronto, Ontario', without repeating a province the location already names. */
export function placeText({ location, province }: Pick<JobListItem, 'location' | 'province'>): string {
  if (!province || location.includes(province)) return location;
  return location ? `${location}, ${province}` : province;
}

interface JobCardProps {
  /** A member's full job, or a visitor's teaser (no employer, salary, description or benefits). */
  job: JobListItem;
  onDetails: (job: JobListItem, opener: HTMLButtonElement) => void;
  onApply: (job: Job) => void;
  /** Something the page adds under the buttons (the member's Save or tracked status); the jobs feature knows nothing of it. */
  extra?: ReactNode;
}

export function JobCard({ job, onDetails, onApply, extra }: JobCardProps) {
  const titleId = `job-${job.id}-title`;
  const noc = nocText(job);
  return (
    <article aria-labelledby={titleId} className="flex flex-col rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      {(job.isLMIA || job.isUrgent) && (
        <div className="mb-3 flex flex-wrap gap-2">
          {job.isLMIA && <LmiaBadge job={job} />}
          {job.isUrgent && <NewQuarterBadge />}
        </div>
      )}
      {/* The title and employer are data as published, not texts to translate (docs/product.md#languages). */}
      <h3 id={titleId} translate="no" className="text-lg leading-snug font-semibold text-gray-900">
        {job.title}
      </h3>
      {isFullJob(job) ? (
        <p translate="no" className="mt-0.5 text-sm font-medium text-gray-800">
          {job.employerId ? (
            <Link to={employerPath(job.employerId)} className="underline decoration-gray-400 underline-offset-2 hover:text-blue-700">
              {job.company}
            </Link>
          ) : (
            job.company
          )}
        </p>
      ) : (
        <p className="mt-0.5 text-sm text-gray-600">{m.jobs_card_employer_hidden()}</p>
      )}
      <ul className="mt-2 grid gap-1 text-sm text-gray-700">
        <li className="flex items-start gap-1.5">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
          <span>{placeText(job)}</span>
        </li>
        {noc && (
          <li className="flex items-start gap-1.5">
            <Tag aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
            <span>{m.jobs_card_noc({ noc })}</span>
          </li>
        )}
        {isFullJob(job) && job.salary && (
          <li className="flex items-start gap-1.5">
            <Banknote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
            <span>{job.salary}</span>
          </li>
        )}
      </ul>
      {job.category && (
        <p className="mt-2 w-fit rounded-md bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800">{categoryLabel(job.category)}</p>
      )}
      {isFullJob(job) && <FullJobText job={job} />}
      <div className="mt-auto flex gap-2 pt-4">
        <Button variant="outline" className="flex-1" aria-describedby={titleId} onClick={(event) => onDetails(job, event.currentTarget)}>
          {m.jobs_card_details()}
        </Button>
        {isFullJob(job) && (
          <Button className="flex-1" aria-describedby={titleId} onClick={() => onApply(job)}>
            {m.jobs_apply()}
          </Button>
        )}
      </div>
      {extra && <div className="mt-2">{extra}</div>}
    </article>
  );
}

/** A member's card: the description, clamped to three lines, and up to three benefits. */
function FullJobText({ job }: { job: Job }) {
  return (
    <>
      {/* Statistics Canada's description of the NOC group, published in English (docs/product.md#languages). */}
      <p translate="no" className="mt-3 line-clamp-3 text-sm text-gray-700">
        {job.description}
      </p>
      {job.benefits.length > 0 && (
        <ul aria-label={m.jobs_card_benefits()} className="mt-3 grid gap-1 text-sm text-gray-700">
          {job.benefits.slice(0, CARD_BENEFITS).map((benefit) => (
            <li key={benefit} className="flex items-start gap-1.5">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function JobCardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse rounded-xl border border-gray-200 bg-white p-5">
      <div className="h-5 w-40 rounded-full bg-gray-200" />
      <div className="mt-4 h-5 w-3/4 rounded bg-gray-200" />
      <div className="mt-2 h-4 w-1/2 rounded bg-gray-200" />
      <div className="mt-3 h-4 w-2/3 rounded bg-gray-100" />
      <div className="mt-4 grid gap-2">
        <div className="h-3 rounded bg-gray-100" />
        <div className="h-3 rounded bg-gray-100" />
        <div className="h-3 w-5/6 rounded bg-gray-100" />
      </div>
      <div className="mt-5 flex gap-2">
        <div className="h-10 flex-1 rounded-md bg-gray-200" />
        <div className="h-10 flex-1 rounded-md bg-gray-200" />
      </div>
    </div>
  );
}
