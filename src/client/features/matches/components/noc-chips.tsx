import { X } from 'lucide-react';
import { regulatedGuidance, regulatedOccupation } from '../../../../shared/regulated-occupations';
import type { MatchNoc } from '../../../../shared/schemas/matches';
import { RegulatedOccupationNote } from '../../../components/ui/regulated-occupation-note';
import { RichText } from '../../../lib/rich-text';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/** The occupations the matches use, each removable; a regulated one is marked and explained below the chips. */
export function NocChips({ nocs, onRemove }: { nocs: MatchNoc[]; onRemove: (code: string) => void }) {
  const regulated = nocs.filter((noc) => regulatedOccupation(noc.code));
  return (
    <>
      <ChipList nocs={nocs} onRemove={onRemove} />
      {regulated.length > 0 && (
        <ul aria-label={m.matches_regulated_label()} className="grid gap-2">
          {regulated.map((noc) => (
            <li key={noc.code}>
              <details id={`regulated-${noc.code}`} className="rounded-lg border border-amber-300 bg-amber-50/60 text-sm">
                <summary className="min-h-11 cursor-pointer px-3 py-2.5 font-medium text-amber-950">
                  {m.matches_regulated_summary({ code: noc.code, title: noc.title })}
                </summary>
                <div className="p-2">
                  <RegulatedOccupationNote guidance={regulatedGuidance(noc.code)!} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ChipList({ nocs, onRemove }: { nocs: MatchNoc[]; onRemove: (code: string) => void }) {
  return (
    <ul aria-label={m.matches_used_label()} className="flex flex-wrap gap-2">
      {nocs.map((noc) => (
        <li
          key={noc.code}
          className="flex items-center gap-1 rounded-full border border-blue-200 bg-blue-50 py-1 pr-1 pl-3 text-sm text-blue-950"
        >
          <span>
            <span className="font-mono font-semibold">{noc.code}</span> {noc.title}
            {regulatedOccupation(noc.code) && (
              <a
                href={`#regulated-${noc.code}`}
                onClick={() => document.getElementById(`regulated-${noc.code}`)?.setAttribute('open', '')}
                className="ml-1.5 rounded-sm bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-950 underline underline-offset-2"
              >
                <RichText
                  text={m.matches_regulated_chip({ code: noc.code })}
                  tags={{ more: (words) => <span className="sr-only">{words}</span> }}
                />
              </a>
            )}
          </span>
          <button
            type="button"
            onClick={() => onRemove(noc.code)}
            aria-label={m.matches_remove({ code: noc.code, title: noc.title })}
            className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
