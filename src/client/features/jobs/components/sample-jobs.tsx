import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/ui/button';
import { useJobSamples } from '../api/get-job-samples';
import { LmiaBadge } from './job-badges';
import { SectionHeading } from '../../../components/ui/section-heading';
import { categoryLabel } from '../labels';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

const CARD = 'flex min-h-36 flex-col gap-2 rounded-xl border border-gray-200 bg-white p-5 shadow-sm';

/**
 * Three sample jobs for visitors (docs/product.md#landing). While they load, three empty cards of the same size hold
 * their place, so the sections below (and an anchor's scroll position) do not move; hidden when the call fails or
 * there are none.
 */
export function SampleJobs() {
  const samples = useJobSamples();
  if (samples.isError || samples.data?.length === 0) return null;
  return (
    <section aria-labelledby="sample-jobs-title" aria-busy={!samples.data} className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <SectionHeading id="sample-jobs-title" title={m.jobs_samples_title()} subtitle={m.jobs_samples_subtitle()} />
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {!samples.data && [0, 1, 2].map((slot) => <li key={slot} aria-hidden="true" className={`${CARD} bg-gray-50`} />)}
          {samples.data?.map((job) => (
            <li key={job.id} className={CARD}>
              {job.isLMIA && (
                <div>
                  <LmiaBadge job={{ lmiaQuarter: job.lmiaQuarter, approvedPositions: null }} />
                </div>
              )}
              {/* The job's title is data as published, not a text to translate (docs/product.md#languages). */}
              <h3 translate="no" className="font-semibold text-gray-900">
                {job.title}
              </h3>
              <p className="flex items-start gap-1.5 text-sm text-gray-700">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
                {[job.location, job.province].filter(Boolean).join(', ')}
              </p>
              {job.category && (
                <p className="w-fit rounded-md bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800">{categoryLabel(job.category)}</p>
              )}
            </li>
          ))}
        </ul>
        <Link to="/jobs" className={buttonClasses({ variant: 'outline', className: 'mt-6' })}>
          {m.jobs_samples_see_all()}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
