import type { NocMatch } from '../../../../shared/schemas/noc';
import { teerInWords } from '../teer';
import { RichText } from '../../../lib/rich-text';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/** One likely unit group: code, official title, TEER in words, the main duties and why it matched. */
export function NocResultCard({ match, rank }: { match: NocMatch; rank: number }) {
  const titleId = `noc-${match.code}-title`;
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <p className="text-sm text-gray-600">
        <RichText
          text={m.matches_noc_result_code({ rank: rank === 1 ? m.matches_noc_best() : m.matches_rank({ rank }), code: match.code })}
          tags={{ code: (code) => <span className="font-mono font-semibold text-gray-900">{code}</span> }}
        />
      </p>
      <h3 id={titleId} className="mt-1 text-lg font-semibold break-words text-gray-900">
        {match.title}
      </h3>
      <p className="mt-2 text-sm text-gray-800">
        <span className="font-medium">{m.matches_noc_teer({ teer: match.teer })}</span> {teerInWords(match.teer)}
      </p>
      <p className="mt-2 text-sm text-gray-700">{match.duties}</p>
      <p className="mt-3 rounded-md bg-blue-50 px-3 py-2 text-sm text-blue-950">
        <span className="font-medium">{m.matches_noc_why()}</span> {match.reason}
      </p>
    </article>
  );
}
