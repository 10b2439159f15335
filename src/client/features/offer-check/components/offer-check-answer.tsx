import { clsx } from 'clsx';
import { ExternalLink, OctagonAlert, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { OFFER_EMPLOYER_CAVEATS, OFFER_VERDICT_WORDS } from '../../../../shared/offer-check-copy';
import type { OfferCheckResponse, OfferEmployerMatch, OfferVerdict } from '../../../../shared/schemas/offer-check';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { Button } from '../../../components/ui/button';
import { OFFER_FLAG_LABELS } from '../flag-labels';

/** Colour and an icon, never colour alone. */
const VERDICT_LOOK: Record<OfferVerdict, { box: string; icon: typeof OctagonAlert; iconClass: string }> = {
  'likely-scam': { box: 'border-red-300 bg-red-50 text-red-950', icon: OctagonAlert, iconClass: 'text-red-600' },
  caution: { box: 'border-amber-300 bg-amber-50 text-amber-950', icon: TriangleAlert, iconClass: 'text-amber-600' },
  'nothing-found': { box: 'border-green-300 bg-green-50 text-green-950', icon: ShieldCheck, iconClass: 'text-green-700' },
};

// Inline, so a long link wraps like a sentence and its icon follows the last word.
const linkClass = 'font-medium text-blue-700 underline underline-offset-2';

function EmployerMatch({ match }: { match: OfferEmployerMatch }) {
  const place = [match.city, match.province].filter(Boolean).join(', ');
  return (
    <li className="grid gap-1 rounded-lg border border-gray-200 bg-white p-3 text-sm">
      <p className="font-semibold text-gray-900">{match.name}</p>
      {place && <p className="text-gray-700">{place}</p>}
      <p className="text-gray-800">
        <span className="font-medium">{m.guidance_offer_approved_in_label()}</span>{' '}
        {match.quarters.join(', ') || m.guidance_offer_no_quarter()}
      </p>
      {match.occupations.length > 0 && (
        <p className="text-gray-800">
          <span className="font-medium">{m.guidance_offer_occupations_label()}</span> {match.occupations.join('; ')}
        </p>
      )}
      <p className="text-gray-800">{match.agreement}</p>
    </li>
  );
}

/**
 * The answer to an offer check (docs/product.md#offer-check): the verdict, each red flag with the words that raised
 * it (rendered as text: the message is a stranger's), the employer on the approved list, and where to go next. Its
 * heading takes the focus when it arrives, so a screen reader reads the verdict first.
 */
export function OfferCheckAnswer({ answer, onCheckAnother }: { answer: OfferCheckResponse; onCheckAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const words = OFFER_VERDICT_WORDS[answer.verdict];
  const { box, icon: Icon, iconClass } = VERDICT_LOOK[answer.verdict];

  return (
    <section aria-labelledby="offer-verdict" className="grid gap-6">
      <div className={clsx('flex gap-3 rounded-xl border-2 p-4 sm:p-5', box)} data-verdict={answer.verdict}>
        <Icon aria-hidden="true" className={clsx('mt-0.5 size-7 shrink-0', iconClass)} />
        <div className="grid gap-1">
          <h2 id="offer-verdict" ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
            {words.heading}
          </h2>
          <p>{words.summary}</p>
        </div>
      </div>

      {answer.flags.length > 0 && (
        <section aria-labelledby="offer-flags" className="grid gap-3">
          <h3 id="offer-flags" className="text-lg font-semibold text-gray-900">
            {m.guidance_offer_flags_count({ count: answer.flags.length })}
          </h3>
          <ul className="grid gap-3">
            {answer.flags.map((flag, index) => (
              <li key={`${flag.kind}-${index}`} className="grid gap-2 rounded-lg border border-gray-200 p-3 text-sm">
                <h4 className="font-semibold text-gray-900">{OFFER_FLAG_LABELS[flag.kind]}</h4>
                {flag.quote && (
                  <blockquote className="border-l-4 border-red-300 bg-gray-50 px-3 py-2 break-words whitespace-pre-line text-gray-900">
                    “{flag.quote}”
                  </blockquote>
                )}
                <p className="text-gray-800">{flag.explanation}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {answer.employer && (
        <section aria-labelledby="offer-employer" className="grid gap-3">
          <h3 id="offer-employer" className="text-lg font-semibold text-gray-900">
            {m.guidance_offer_employer_heading()}
          </h3>
          {answer.employer.matches.length === 0 ? (
            <p className="text-sm text-gray-800">{m.guidance_offer_employer_none({ query: answer.employer.query })}</p>
          ) : (
            <ul className="grid gap-3">
              {answer.employer.matches.map((match) => (
                <EmployerMatch key={`${match.name}-${match.city ?? ''}-${match.province ?? ''}`} match={match} />
              ))}
            </ul>
          )}
          <div className="grid gap-2 rounded-lg bg-gray-50 p-3 text-sm text-gray-800">
            <p>{OFFER_EMPLOYER_CAVEATS.onListIsNotProof}</p>
            <p>{OFFER_EMPLOYER_CAVEATS.absenceIsNotProof}</p>
            <p className="text-gray-700">{OFFER_EMPLOYER_CAVEATS.listSource}</p>
          </div>
        </section>
      )}

      <section aria-labelledby="offer-next" className="grid gap-3">
        <h3 id="offer-next" className="text-lg font-semibold text-gray-900">
          {m.guidance_offer_next_heading()}
        </h3>
        <ul className="grid list-disc gap-2 pl-5 text-sm">
          {answer.nextSteps.map((step) => (
            <li key={step.url}>
              <a href={step.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {step.text}
                <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px]" />
                <span className="sr-only">{m.guidance_offer_opens_new_tab()}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <div>
        <Button variant="outline" size="lg" onClick={onCheckAnother}>
          {m.guidance_offer_check_another()}
        </Button>
      </div>
    </section>
  );
}
