import { X } from 'lucide-react';
import type { MatchNoc } from '../../../../shared/schemas/matches';

/** The occupations the matches use, each removable. */
export function NocChips({ nocs, onRemove }: { nocs: MatchNoc[]; onRemove: (code: string) => void }) {
  return (
    <ul aria-label="Occupations used" className="flex flex-wrap gap-2">
      {nocs.map((noc) => (
        <li
          key={noc.code}
          className="flex items-center gap-1 rounded-full border border-blue-200 bg-blue-50 py-1 pr-1 pl-3 text-sm text-blue-950"
        >
          <span>
            <span className="font-mono font-semibold">{noc.code}</span> {noc.title}
          </span>
          <button
            type="button"
            onClick={() => onRemove(noc.code)}
            aria-label={`Remove ${noc.code} ${noc.title}`}
            className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
