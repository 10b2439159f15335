import { ExternalLink, ShieldCheck } from 'lucide-react';
import type { RegulatedGuidance } from '../../../shared/regulated-occupations';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { formatLongDate } from '../../lib/format-date';

/** "written on November 27, 2026" ("27 Novemba 2026"), as the member reads dates elsewhere, in the page's language. */
export const writtenOn = (iso: string) => formatLongDate(`${iso}T12:00:00Z`, { timeZone: 'UTC' });

/**
 * What a regulated occupation needs before the work may start (docs/product.md#regulated-occupations): the lines,
 * the official sources and the date the text was written. Shown on job pages, in the timeline and on My matches.
 */
export function RegulatedOccupationNote({ guidance, headingLevel = 3 }: { guidance: RegulatedGuidance; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const { occupation } = guidance;
  const lead =
    guidance.requiredHere === false
      ? m.shell_regulated_not_here({ occupation: occupation.title, province: guidance.province ?? '' })
      : guidance.province
        ? m.shell_regulated_in_province({ occupation: occupation.title, province: guidance.province })
        : m.shell_regulated_anywhere({ occupation: occupation.title });
  return (
    <section
      aria-label={m.shell_regulated_title()}
      className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-gray-800"
    >
      <Heading className="flex items-center gap-2 text-base font-semibold text-gray-900">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        {m.shell_regulated_title()}
      </Heading>
      <p>{lead}</p>
      <ul className="grid list-disc gap-1 pl-5">
        {guidance.requirements.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <ul aria-label={m.shell_official_sources()} className="flex flex-wrap gap-x-4 gap-y-1">
        {occupation.sources.map((source) => (
          <li key={source.url}>
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-blue-700 underline underline-offset-2"
            >
              {source.label}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{m.shell_opens_in_new_tab()}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="text-xs text-gray-700">{m.shell_regulated_written({ date: writtenOn(occupation.written) })}</p>
    </section>
  );
}
