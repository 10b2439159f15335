import { Link } from '../../../lib/router';
import type { MatchEmployer } from '../../../../shared/schemas/matches';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/** One ranked employer: its name (to its page), place and the reasons for its rank in words. */
export function MatchEmployerCard({ employer, rank }: { employer: MatchEmployer; rank: number }) {
  const place = [employer.city, employer.province].filter(Boolean).join(', ');
  const titleId = `match-${employer.id}`;
  return (
    <li aria-labelledby={titleId} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-gray-600">{m.matches_rank({ rank })}</p>
      <h3 id={titleId} className="mt-0.5 text-lg font-semibold break-words text-gray-900">
        <Link to={`/employers/${employer.id}`} className="text-blue-700 underline underline-offset-2 hover:text-blue-900">
          {employer.name}
        </Link>
      </h3>
      {place && <p className="text-sm text-gray-700">{place}</p>}
      <ul aria-label={m.matches_why_label()} className="mt-2 grid list-disc gap-1 pl-5 text-sm text-gray-800">
        {employer.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </li>
  );
}
