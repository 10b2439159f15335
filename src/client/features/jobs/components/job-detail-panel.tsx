import { Link } from '../../../lib/router';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Job, JobDetail, JobListItem, JobTeaser } from '../../../../shared/schemas/jobs';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Notice } from '../../../components/ui/notice';
import { RegulatedOccupationNote } from '../../../components/ui/regulated-occupation-note';
import { regulatedGuidance } from '../../../../shared/regulated-occupations';
import { Sheet } from '../../../components/ui/sheet';
import { toUserMessage } from '../../../lib/api-client';
import { useJobView } from '../api/get-job';
import { formatQuarter } from '../lmia-badge';
import { employerPath } from '../employer-links';
import { isFullJob, isJobDetail, nocText } from '../job-view';
import { LmiaBadge, NewQuarterBadge } from './job-badges';
import { placeText } from './job-card';
import { MembershipOffer } from './membership-offer';
import { ShareJob } from './share-job';
import { formatLongDate } from '../../../lib/format-date';
import { formatCount } from '../../../lib/format-number';
import { categoryLabel, streamLabel } from '../labels';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

const dateText = (value: string | null) => (value ? formatLongDate(value, { fallback: value }) : null);

/** The host of an http(s) link, or null for anything else (a javascript: URL is never a link). */
function linkHost(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.host : null;
  } catch {
    return null;
  }
}

interface JobDetailPanelProps {
  /** The job the URL opens (/jobs/:id), or null when the sheet is closed. */
  jobId: number | null;
  /** The job as the list had it, if it did: shown at once while the detail (with its LMIA history) loads. */
  listed: JobListItem | undefined;
  onClose: () => void;
  onApply: (job: Job) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** The /jobs sheet of one job (docs/product.md#job-page): a member's full job, a visitor's teaser. */
export function JobDetailPanel({ jobId, listed, onClose, onApply, onCloseAutoFocus }: JobDetailPanelProps) {
  const detail = useJobView(jobId);
  const shown: JobListItem | JobDetail | undefined = detail.data ?? (listed?.id === jobId ? listed : undefined);
  return (
    <Sheet
      size="wide"
      open={jobId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={shown?.title ?? m.jobs_detail_title()}
      subtitle={shown ? jobSubtitle(shown) : undefined}
      closeLabel={m.jobs_detail_close()}
      onCloseAutoFocus={onCloseAutoFocus}
      footer={
        shown &&
        isFullJob(shown) && (
          <Button className="w-full" onClick={() => onApply(shown)}>
            {m.jobs_apply()}
          </Button>
        )
      }
    >
      {shown ? (
        <JobDetailBody shown={shown} detail={detail.data} pending={detail.isPending} error={detail.error} />
      ) : detail.error ? (
        <Notice tone="error" title={m.jobs_not_shown()}>
          {toUserMessage(detail.error)}
        </Notice>
      ) : (
        <p role="status" className="text-sm text-gray-600">
          {m.jobs_loading_job()}
        </p>
      )}
    </Sheet>
  );
}

/** What the listing is: an employer's approval to hire, or a posting from a job feed. */
const listingText = (job: JobListItem) => (job.kind === 'lmia' ? m.jobs_listing_lmia() : m.jobs_listing_posting());

/** 'Maple Diner Ltd · Toronto, Ontario' for a member; the place alone for a visitor. */
export const jobSubtitle = (job: JobListItem) => (isFullJob(job) ? `${job.company} · ${placeText(job)}` : placeText(job));

interface JobDetailBodyProps {
  shown: JobListItem | JobDetail;
  /** The answer of GET /api/jobs/:id, once it came. */
  detail: JobDetail | JobTeaser | undefined;
  pending: boolean;
  error: Error | null;
}

/** One job's details, in the /jobs sheet and on the job's own page alike. */
export function JobDetailBody({ shown, detail, pending, error }: JobDetailBodyProps) {
  const regulated = regulatedGuidance(shown.nocCode, shown.province);
  return (
    <div className="grid grid-cols-1 gap-5 text-sm text-gray-800">
      {(shown.isLMIA || shown.isUrgent) && (
        <div className="flex flex-wrap gap-2">
          {shown.isLMIA && <LmiaBadge job={shown} />}
          {shown.isUrgent && <NewQuarterBadge />}
        </div>
      )}
      {shown.kind === 'lmia' && (
        // What a positive LMIA is (data/README.md): never presented as a live posting.
        <Notice tone="info" title={m.jobs_detail_about_listing()}>
          {m.jobs_detail_lmia_note()}
        </Notice>
      )}
      <ShareJob id={shown.id} title={shown.title} />
      {/* The licence comes before the rest: without it the offer cannot be taken up (docs/product.md#regulated-occupations). */}
      {regulated && <RegulatedOccupationNote guidance={regulated} />}
      {isFullJob(shown) ? (
        <FullJobDetails shown={shown} detail={detail && isJobDetail(detail) ? detail : undefined} pending={pending} error={error} />
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <Field label={m.jobs_field_employer()}>{m.jobs_field_employer_hidden()}</Field>
            <Field label={m.jobs_field_location()}>{shown.location}</Field>
            <Field label={m.jobs_field_province()}>{shown.province}</Field>
            <Field label={m.jobs_field_category()}>{shown.category && categoryLabel(shown.category)}</Field>
            <Field label={m.jobs_field_listing()}>{listingText(shown)}</Field>
            <Field label={m.jobs_field_lmia_quarter()}>{shown.lmiaQuarter && formatQuarter(shown.lmiaQuarter)}</Field>
            <Field label={m.jobs_field_approved_positions()}>
              {shown.approvedPositions == null ? null : formatCount(shown.approvedPositions)}
            </Field>
            <Field label={m.jobs_field_noc()}>{nocText(shown)}</Field>
            <Field label={m.jobs_field_listed()}>{dateText(shown.createdAt)}</Field>
          </dl>
          <MembershipOffer headingLevel={3} />
        </>
      )}
    </div>
  );
}

function FullJobDetails({
  shown,
  detail,
  pending,
  error,
}: {
  shown: Job;
  detail: JobDetail | undefined;
  pending: boolean;
  error: Error | null;
}) {
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <Field label={m.jobs_field_company()}>
          {shown.employerId ? (
            <Link to={employerPath(shown.employerId)} className="font-medium text-blue-700 underline underline-offset-2">
              {shown.company}
            </Link>
          ) : (
            shown.company
          )}
        </Field>
        <Field label={m.jobs_field_location()}>{shown.location}</Field>
        <Field label={m.jobs_field_province()}>{shown.province}</Field>
        <Field label={m.jobs_field_salary()}>{shown.salary}</Field>
        <Field label={m.jobs_field_category()}>{shown.category && categoryLabel(shown.category)}</Field>
        <Field label={m.jobs_field_listing()}>{listingText(shown)}</Field>
        <Field label={m.jobs_field_lmia_quarter()}>{shown.lmiaQuarter && formatQuarter(shown.lmiaQuarter)}</Field>
        <Field label={m.jobs_field_stream()}>{shown.programStream && streamLabel(shown.programStream)}</Field>
        <Field label={m.jobs_field_approved_positions()}>
          {shown.approvedPositions == null ? null : formatCount(shown.approvedPositions)}
        </Field>
        <Field label={m.jobs_field_noc()}>{nocText(shown)}</Field>
        <Field label={m.jobs_field_apply_by()}>{dateText(shown.applicationDeadline)}</Field>
        <Field label={m.jobs_field_listed()}>{dateText(shown.createdAt)}</Field>
        <Field label={m.jobs_field_source()}>{shown.source}</Field>
        <Field label={m.jobs_field_employer_email()}>
          {shown.employerEmail && (
            <a href={`mailto:${shown.employerEmail}`} className="break-all text-blue-700 underline">
              {shown.employerEmail}
            </a>
          )}
        </Field>
        <Field label={m.jobs_field_application_page()}>
          {shown.applicationUrl && linkHost(shown.applicationUrl) && (
            <a
              href={shown.applicationUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 break-all text-blue-700 underline"
            >
              {linkHost(shown.applicationUrl)}
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="sr-only">{m.jobs_opens_new_tab()}</span>
            </a>
          )}
        </Field>
      </dl>
      <Section title={m.jobs_detail_description()}>
        <p translate="no" className="whitespace-pre-line">
          {shown.description}
        </p>
      </Section>
      {/* A regulated occupation's requirements are the note's lines, shown above. */}
      {shown.requirements.length > 0 && !regulatedGuidance(shown.nocCode, shown.province) && (
        <Section title={m.jobs_detail_requirements()}>
          <ul className="list-disc space-y-1 pl-5">
            {shown.requirements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
      )}
      {shown.benefits.length > 0 && (
        <Section title={m.jobs_detail_benefits()}>
          <ul className="list-disc space-y-1 pl-5">
            {shown.benefits.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
      )}
      <LmiaHistory detail={detail} pending={pending} error={error} />
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <>
      <dt className="font-medium text-gray-600">{label}</dt>
      <dd className="min-w-0 text-gray-900">{children}</dd>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-1.5 text-base font-semibold text-gray-900">{title}</h3>
      {children}
    </section>
  );
}

function LmiaHistory({ detail, pending, error }: { detail: JobDetail | undefined; pending: boolean; error: Error | null }) {
  return (
    <Section title={m.jobs_history_title()}>
      {error ? (
        <p className="text-red-700">{toUserMessage(error)}</p>
      ) : pending || !detail ? (
        <p role="status" className="text-gray-600">
          {m.jobs_history_loading()}
        </p>
      ) : detail.lmiaHistory.length === 0 ? (
        <p className="text-gray-600">{m.jobs_history_none()}</p>
      ) : (
        <DataTable
          caption={m.jobs_history_caption()}
          columns={[
            m.jobs_history_quarter(),
            m.jobs_history_occupation(),
            m.jobs_history_stream(),
            m.jobs_history_city(),
            { label: m.jobs_history_positions(), numeric: true },
          ]}
          minWidth="min-w-[32rem]"
        >
          {detail.lmiaHistory.map((entry, index) => (
            <tr
              key={`${entry.quarter}-${entry.nocCode}-${entry.stream}-${entry.city ?? ''}-${index}`}
              className="border-b border-gray-100 align-top"
            >
              <td className="py-2 pr-3 whitespace-nowrap">{formatQuarter(entry.quarter)}</td>
              <td className="py-2 pr-3">
                {entry.occupation} <span className="text-gray-500">({entry.nocCode})</span>
              </td>
              <td className="py-2 pr-3">{streamLabel(entry.stream)}</td>
              <td className="py-2 pr-3">{entry.city ?? '—'}</td>
              <td className="py-2 text-right tabular-nums">{formatCount(entry.approvedPositions)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Section>
  );
}
