import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Job, JobDetail } from '../../../../shared/schemas/jobs';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Notice } from '../../../components/ui/notice';
import { Sheet } from '../../../components/ui/sheet';
import { toUserMessage } from '../../../lib/api-client';
import { useJob } from '../api/get-job';
import { formatQuarter } from '../lmia-badge';
import { LmiaBadge, UrgentBadge } from './job-badges';
import { placeText } from './job-card';
import { formatLongDate } from '../../../lib/format-date';

/** What a positive LMIA is (data/README.md): never presented as a live posting. */
export const LMIA_NOTE =
  'A positive LMIA means the employer was approved to hire foreign workers for this occupation and place in that quarter. It is not a job posting: contact the employer directly.';

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
  /** The job as the list had it: shown at once while the detail (with its LMIA history) loads. */
  job: Job | null;
  onClose: () => void;
  onApply: (job: Job) => void;
  onCloseAutoFocus: (event: Event) => void;
}

export function JobDetailPanel({ job, onClose, onApply, onCloseAutoFocus }: JobDetailPanelProps) {
  const detail = useJob(job?.id ?? null);
  const shown: Job | JobDetail | null = detail.data ?? job;
  return (
    <Sheet
      size="wide"
      open={job !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={shown?.title ?? 'Job details'}
      subtitle={shown ? `${shown.company} · ${placeText(shown)}` : undefined}
      closeLabel="Close job details"
      onCloseAutoFocus={onCloseAutoFocus}
      footer={
        shown && (
          <Button className="w-full" onClick={() => onApply(shown)}>
            Apply
          </Button>
        )
      }
    >
      {shown && (
        <div className="grid grid-cols-1 gap-5 text-sm text-gray-800">
          {(shown.isLMIA || shown.isUrgent) && (
            <div className="flex flex-wrap gap-2">
              {shown.isLMIA && <LmiaBadge job={shown} />}
              {shown.isUrgent && <UrgentBadge reason={shown.urgentReason} />}
            </div>
          )}
          {shown.kind === 'lmia' && (
            <Notice tone="info" title="About this listing">
              {LMIA_NOTE}
            </Notice>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <Field label="Company">{shown.company}</Field>
            <Field label="Location">{shown.location}</Field>
            <Field label="Province">{shown.province}</Field>
            <Field label="Salary">{shown.salary}</Field>
            <Field label="Category">{shown.category}</Field>
            <Field label="Listing">{shown.kind === 'lmia' ? 'Positive LMIA (employer approval)' : 'Job posting'}</Field>
            <Field label="LMIA quarter">{shown.lmiaQuarter && formatQuarter(shown.lmiaQuarter)}</Field>
            <Field label="Program stream">{shown.programStream}</Field>
            <Field label="Approved positions">{shown.approvedPositions?.toLocaleString('en-CA')}</Field>
            <Field label="NOC code">
              {shown.nocCode && (shown.teer === null ? shown.nocCode : `${shown.nocCode} (TEER ${shown.teer})`)}
            </Field>
            <Field label="Apply by">{dateText(shown.applicationDeadline)}</Field>
            <Field label="Listed">{dateText(shown.createdAt)}</Field>
            <Field label="Source">{shown.source}</Field>
            <Field label="Employer e-mail">
              {shown.employerEmail && (
                <a href={`mailto:${shown.employerEmail}`} className="break-all text-blue-700 underline">
                  {shown.employerEmail}
                </a>
              )}
            </Field>
            <Field label="Application page">
              {shown.applicationUrl && linkHost(shown.applicationUrl) && (
                <a
                  href={shown.applicationUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 break-all text-blue-700 underline"
                >
                  {linkHost(shown.applicationUrl)}
                  <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              )}
            </Field>
          </dl>
          <Section title="Description">
            <p className="whitespace-pre-line">{shown.description}</p>
          </Section>
          {shown.requirements.length > 0 && (
            <Section title="Requirements">
              <ul className="list-disc space-y-1 pl-5">
                {shown.requirements.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Section>
          )}
          {shown.benefits.length > 0 && (
            <Section title="Benefits">
              <ul className="list-disc space-y-1 pl-5">
                {shown.benefits.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Section>
          )}
          <LmiaHistory detail={detail.data} pending={detail.isPending} error={detail.error} />
        </div>
      )}
    </Sheet>
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
    <Section title="Employer's LMIA history">
      {error ? (
        <p className="text-red-700">{toUserMessage(error)}</p>
      ) : pending || !detail ? (
        <p role="status" className="text-gray-600">
          Loading LMIA history…
        </p>
      ) : detail.lmiaHistory.length === 0 ? (
        <p className="text-gray-600">No positive LMIAs on record for this employer.</p>
      ) : (
        <DataTable
          caption="Positive LMIAs of this employer by quarter"
          columns={['Quarter', 'Occupation', 'Stream', 'City', { label: 'Positions', numeric: true }]}
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
              <td className="py-2 pr-3">{entry.stream}</td>
              <td className="py-2 pr-3">{entry.city ?? '—'}</td>
              <td className="py-2 text-right tabular-nums">{entry.approvedPositions.toLocaleString('en-CA')}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Section>
  );
}
