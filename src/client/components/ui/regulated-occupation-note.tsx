import { ExternalLink, ShieldCheck } from 'lucide-react';
import type { RegulatedGuidance } from '../../../shared/regulated-occupations';

/** "written on 27 November 2026", as the member reads dates elsewhere. */
export const writtenOn = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * What a regulated occupation needs before the work may start (docs/product.md#regulated-occupations): the lines,
 * the official sources and the date the text was written. Shown on job pages, in the timeline and on My matches.
 */
export function RegulatedOccupationNote({ guidance, headingLevel = 3 }: { guidance: RegulatedGuidance; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const { occupation } = guidance;
  const lead =
    guidance.requiredHere === false
      ? `${occupation.title} are regulated in some provinces, not in ${guidance.province}.`
      : `${occupation.title} need a licence or certificate before they may work${guidance.province ? ` in ${guidance.province}` : ''}: a job offer alone is not enough.`;
  return (
    <section
      aria-label="Regulated occupation"
      className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-gray-800"
    >
      <Heading className="flex items-center gap-2 text-base font-semibold text-gray-900">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        Regulated occupation
      </Heading>
      <p>{lead}</p>
      <ul className="grid list-disc gap-1 pl-5">
        {guidance.requirements.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <ul aria-label="Official sources" className="flex flex-wrap gap-x-4 gap-y-1">
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
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="text-xs text-gray-700">
        Written on {writtenOn(occupation.written)} from the official sources above; rules change, so check with the regulator before you pay
        for anything.
      </p>
    </section>
  );
}
