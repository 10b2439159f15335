import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, LoaderCircle, Sparkles } from 'lucide-react';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from '../../../lib/router';
import { JOB_ENHANCEMENT_MESSAGES as M } from '../../../../shared/messages';
import { jobEnhancementFormSchema, type JobEnhancement } from '../../../../shared/schemas/job-enhancement';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { toUserProfile, useDocumentProfile, type DocumentProfile } from '../../../lib/document-profile';
import { useEnhanceJob, type JobEnhancementInput } from '../api/enhance-job';
import { useJobs } from '../api/get-jobs';
import { isFullJob } from '../job-view';
import type { JobFilters } from '../job-filters';
import { localized } from '../../../../shared/i18n/localized';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/** The panel's own words (docs/product.md#job-enhancement), each read from the catalogue when shown. */
export const JOB_ENHANCEMENT_PANEL_TEXTS = localized({
  title: m.jobs_enhancement_title,
  intro: m.jobs_enhancement_intro,
  jobLabel: m.jobs_enhancement_job_label,
  loadingJobs: m.jobs_loading,
  noJobsOption: m.jobs_enhancement_no_jobs_option,
  noJobs: m.jobs_enhancement_no_jobs,
  submit: m.jobs_enhancement_submit,
  pending: m.jobs_enhancement_pending,
  profileHint: m.jobs_enhancement_profile_hint,
  profileUsed: m.jobs_enhancement_profile_used,
  improvementsTitle: m.jobs_enhancement_improvements,
  guidanceTitle: m.jobs_enhancement_guidance,
  pathwaysTitle: m.jobs_enhancement_pathways,
  timelineTitle: m.jobs_enhancement_timeline,
  newTab: m.jobs_opens_new_tab,
});
const T = JOB_ENHANCEMENT_PANEL_TEXTS;

/**
 * What the advice needs from the /ai-tools profile: skills, experience and education only. Contact
 * details and names are not sent, since nothing here uses them. Undefined when none of the three is typed.
 */
export function profileForEnhancement(profile: DocumentProfile): JobEnhancementInput['userProfile'] {
  const { skills, experience, education } = toUserProfile(profile);
  if (skills.length === 0 && !experience && !education) return undefined;
  return { skills, experience, education };
}

/** The server's message (a 404 says the job is gone; a 429 says to wait), else the generic failure text. */
function failureText(error: Error): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof NetworkError) return error.message;
  return M.failed.description;
}

/**
 * Job enhancement on /jobs (docs/product.md#job-enhancement): idle (pick a job listed on the current
 * page — the same query as the list, so no extra request), pending, then the result with "Enhance Another
 * Job" back to idle. A failure leaves the form as it was, with a toast.
 */
export function JobEnhancementPanel({ filters, className }: { filters: JobFilters; className?: string }) {
  const jobs = useJobs(filters);
  // The panel is a member tool: a member's page holds full jobs only.
  const listed = (jobs.data?.jobs ?? []).filter(isFullJob);
  const { control, handleSubmit } = useForm({ resolver: zodResolver(jobEnhancementFormSchema), defaultValues: { jobId: null } });
  const chosenId = useWatch({ control, name: 'jobId' });
  // The choice stands while its job is on the page; otherwise the first listed job is proposed.
  const jobId = chosenId !== null && listed.some((job) => job.id === chosenId) ? chosenId : (listed[0]?.id ?? null);
  const profile = useDocumentProfile();
  const userProfile = profileForEnhancement(profile);
  const enhance = useEnhanceJob();
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const hadResult = useRef(false);

  const result = enhance.data;
  useEffect(() => {
    // Move focus with the view: to the answer when it arrives, back to the choice after "Enhance Another Job".
    if (result) resultHeadingRef.current?.focus();
    else if (hadResult.current) selectRef.current?.focus();
    hadResult.current = Boolean(result);
  }, [result]);

  const submit = () => {
    if (jobId === null || enhance.isPending) return;
    enhance.mutate(
      { jobId, ...(userProfile ? { userProfile } : {}) },
      {
        onSuccess: () => toast({ title: M.succeeded.title, variant: 'success' }),
        onError: (error) => toast({ title: M.failed.title, description: failureText(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <section
      aria-labelledby="job-enhancement-title"
      className={`min-w-0 rounded-xl border border-gray-200 bg-white p-5 ${className ?? ''}`}
    >
      <h2 id="job-enhancement-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <Sparkles aria-hidden="true" className="size-5 text-blue-600" /> {T.title}
      </h2>
      {result ? (
        <EnhancementResult result={result} headingRef={resultHeadingRef} onReset={() => enhance.reset()} />
      ) : (
        <>
          <p className="mt-1 text-sm text-gray-700">{T.intro}</p>
          <form onSubmit={handleSubmit(submit)} className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
            <div className="min-w-0">
              <label htmlFor="job-enhancement-job" className="mb-1 block text-sm font-medium text-gray-700">
                {T.jobLabel}
              </label>
              <Controller
                control={control}
                name="jobId"
                render={({ field }) => (
                  <select
                    ref={selectRef}
                    id="job-enhancement-job"
                    value={jobId ?? ''}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                    onBlur={field.onBlur}
                    disabled={listed.length === 0 || enhance.isPending}
                    className="h-10 w-full min-w-0 truncate rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600/30 disabled:bg-gray-50"
                  >
                    {listed.length === 0 ? (
                      <option value="">{jobs.isPending ? T.loadingJobs : T.noJobsOption}</option>
                    ) : (
                      listed.map((job) => (
                        <option key={job.id} value={job.id}>
                          {`${job.title} — ${job.company}${job.province ? `, ${job.province}` : ''}`}
                        </option>
                      ))
                    )}
                  </select>
                )}
              />
            </div>
            <Button type="submit" disabled={jobId === null || enhance.isPending}>
              {enhance.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
              {enhance.isPending ? T.pending : T.submit}
            </Button>
          </form>
          <p role="status" className="sr-only">
            {enhance.isPending ? T.pending : ''}
          </p>
          {!jobs.isPending && listed.length === 0 && <p className="mt-2 text-sm text-gray-600">{T.noJobs}</p>}
          <p className="mt-3 text-sm text-gray-600">
            {userProfile ? (
              T.profileUsed
            ) : (
              <Link to="/ai-tools" className="font-medium text-blue-600 underline underline-offset-2">
                {T.profileHint}
              </Link>
            )}
          </p>
        </>
      )}
    </section>
  );
}

function EnhancementResult({
  result,
  headingRef,
  onReset,
}: {
  result: JobEnhancement;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onReset: () => void;
}) {
  const { job } = result;
  return (
    <div className="mt-3 grid gap-5 text-sm text-gray-800">
      <div>
        <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold break-words text-gray-900 focus:outline-none">
          {job.title}
        </h3>
        <p className="break-words text-gray-600">
          {job.company}
          {job.province ? ` · ${job.province}` : ''}
          {job.nocCode ? ` · NOC ${job.nocCode}${job.teer === null ? '' : ` (TEER ${job.teer})`}` : ''}
        </p>
      </div>

      <Section title={T.improvementsTitle}>
        <ul className="list-disc space-y-1.5 pl-5">
          {result.improvements.map((item) => (
            <li key={item}>{withToolLinks(item)}</li>
          ))}
        </ul>
      </Section>

      <Section title={T.guidanceTitle}>
        <div className="grid gap-2">
          {result.immigrationGuidance.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      {result.pathways.length > 0 && (
        <Section title={T.pathwaysTitle}>
          <ul className="grid gap-2">
            {result.pathways.map((pathway) => (
              <li key={pathway.name}>
                <SafeExternalLink href={pathway.url}>{pathway.name}</SafeExternalLink>
                <span className="block text-gray-700">{pathway.summary}</span>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {result.timeline.length > 0 && (
        <Section title={T.timelineTitle}>
          <ol className="grid gap-1.5">
            {result.timeline.map((item, index) => (
              <li key={item.step} className="grid grid-cols-[1.5rem_minmax(0,1fr)] gap-x-2">
                <span aria-hidden="true" className="font-semibold text-blue-700 tabular-nums">
                  {index + 1}.
                </span>
                <span>
                  {item.step} <span className="whitespace-nowrap text-gray-600">— {item.duration}</span>
                </span>
              </li>
            ))}
          </ol>
        </Section>
      )}

      <div>
        <Button variant="outline" onClick={onReset} className="w-full sm:w-auto">
          {M.enhanceAnother}
        </Button>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h4 className="mb-1.5 font-semibold text-gray-900">{title}</h4>
      {children}
    </section>
  );
}

/** Only http(s) addresses become links; the server sends official pages, but a link never runs script. */
function isWebAddress(href: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(href).protocol);
  } catch {
    return false;
  }
}

function SafeExternalLink({ href, children }: { href: string; children: ReactNode }) {
  if (!isWebAddress(href)) return <span className="font-medium text-gray-900">{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-blue-700 underline">
      {children}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">{T.newTab}</span>
    </a>
  );
}

const TOOL_MENTION = 'AI Tools (/ai-tools)';

/** The server names the document tools as "AI Tools (/ai-tools)"; on the page that becomes a link. */
function withToolLinks(text: string): ReactNode {
  const parts = text.split(TOOL_MENTION);
  if (parts.length === 1) return text;
  return parts.flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <Link key={index} to="/ai-tools" className="font-medium text-blue-700 underline">
            {m.jobs_enhancement_ai_tools()}
          </Link>,
          part,
        ],
  );
}
