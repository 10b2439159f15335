import { CircleCheck, CircleDashed, CircleSlash, ExternalLink } from 'lucide-react';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import type { Application } from '../../../../shared/schemas/applications';
import { RegulatedOccupationNote, writtenOn } from '../../../components/ui/regulated-occupation-note';
import { dateText } from '../board';
import { buildTimeline, provinceGuidance, type TimelineStep } from '../timeline';

const linkClass = 'inline-flex items-center gap-1 font-medium text-blue-700 underline underline-offset-2';

function OfficialLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{m.applications_opens_new_tab()}</span>
    </a>
  );
}

function StepDates({ step }: { step: TimelineStep }) {
  if (step.skipped) return <p className="text-sm font-medium text-gray-800">{step.skipped}</p>;
  if (step.done)
    return <p className="text-sm font-medium text-green-800">{m.applications_timeline_done_on({ date: dateText(step.done) })}</p>;
  return (
    <p className="text-sm text-gray-700">
      {step.started && <>{m.applications_timeline_applied_on({ date: dateText(step.started) })} </>}
      {m.applications_timeline_estimated({ from: dateText(step.estimate.from), to: dateText(step.estimate.to), duration: step.duration })}
    </p>
  );
}

/** The path after an offer (docs/product.md#immigration-timeline); renders nothing before Offer Received. */
export function ImmigrationTimeline({ application }: { application: Application }) {
  const timeline = buildTimeline(application);
  if (!timeline) return null;
  const guidance = provinceGuidance(application.job.province);
  const headingId = `timeline-${application.id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-lg border border-blue-200 bg-blue-50/50 p-4">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-gray-900">
          {m.applications_timeline_heading()}
        </h3>
        <p className="mt-1 text-sm text-gray-700">{m.applications_timeline_intro({ date: dateText(timeline.offerDate) })}</p>
      </div>
      <ol className="grid gap-4">
        {timeline.steps.map((step) => (
          <li key={step.key} className="flex gap-3" data-step={step.key} data-skipped={step.skipped ? 'true' : undefined}>
            {step.skipped ? (
              <CircleSlash aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gray-500" />
            ) : step.done ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-600" />
            ) : (
              <CircleDashed aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gray-500" />
            )}
            <div className="grid min-w-0 gap-1">
              <h4 className="font-medium text-gray-900">
                {step.title}
                {step.skipped && <span className="font-normal text-gray-700">{m.applications_timeline_not_needed()}</span>}
              </h4>
              <StepDates step={step} />
              {!step.skipped && <p className="text-sm text-gray-700">{step.summary}</p>}
              {step.note && <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">{step.note}</p>}
              {!step.skipped && (
                <ul aria-label={m.applications_timeline_what_to_do({ step: step.title })} className="grid gap-2 text-sm text-gray-700">
                  {step.items.map((item) => (
                    <li key={item.key}>
                      <OfficialLink href={item.source}>{item.title}</OfficialLink>
                      <p>{item.text}</p>
                    </li>
                  ))}
                </ul>
              )}
              <p className="text-sm">
                <OfficialLink href={step.link}>{m.applications_timeline_official_info()}</OfficialLink>
              </p>
            </div>
          </li>
        ))}
      </ol>
      <p className="text-xs text-gray-700">{m.applications_timeline_written({ date: writtenOn(timeline.written) })}</p>
      {timeline.regulated && <RegulatedOccupationNote guidance={timeline.regulated} headingLevel={4} />}
      <div className="grid gap-1 border-t border-blue-200 pt-3 text-sm text-gray-700">
        <h4 className="font-medium text-gray-900">{m.applications_timeline_in_province({ province: guidance.province })}</h4>
        <p>{guidance.text}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {guidance.links.map((link) => (
            <li key={link.url}>
              <OfficialLink href={link.url}>{link.label}</OfficialLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
