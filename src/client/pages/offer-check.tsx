import { useMemo, useState } from 'react';
import { useLocation } from '../lib/router';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/layout/page-meta';
import { Notice } from '../components/ui/notice';
import { OFFER_CHECK_MESSAGES } from '../../shared/messages';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { ERROR_CODES } from '../../shared/error-codes';
import { ApiError } from '../lib/api-client';
import { useCheckOffer } from '../features/offer-check/api/check-offer';
import { OfferCheckAnswer } from '../features/offer-check/components/offer-check-answer';
import { isOfferCheckField, OfferCheckForm, type OfferCheckField } from '../features/offer-check/components/offer-check-form';
import { readOfferCheckPrefill } from '../lib/offer-check-prefill';

/** The envelope's message for a refusal the person can act on; our own words for the rest (a 5xx, the network). */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.serverMessage) return error.serverMessage;
  return OFFER_CHECK_MESSAGES.checkFailed;
}

/** VALIDATION_ERROR details are `{ field: message }`; anything else is ignored rather than trusted. */
function fieldErrors(error: unknown): Partial<Record<OfferCheckField, string>> {
  if (!(error instanceof ApiError) || error.errorCode !== ERROR_CODES.validation) return {};
  const details: unknown = error.details;
  if (typeof details !== 'object' || details === null) return {};
  return Object.fromEntries(
    Object.entries(details).filter(([field, message]) => isOfferCheckField(field) && typeof message === 'string' && message !== ''),
  );
}

/**
 * /offer-check (docs/product.md#offer-check): a free public tool, no sign-in. A member's "Check this offer" on
 * /applications arrives with the employer and job title in the navigation state, never in the address.
 */
export function OfferCheckPage() {
  const location = useLocation();
  const [prefill] = useState(() => readOfferCheckPrefill(location.state));
  const check = useCheckOffer();
  const serverErrors = useMemo(() => fieldErrors(check.error), [check.error]);
  // A new form (empty, cursor in the message box) after "Check another".
  const [round, setRound] = useState(0);

  const checkAnother = () => {
    check.reset();
    setRound((current) => current + 1);
  };

  return (
    <>
      <PageMeta title={m.guidance_offer_page_title()} description={m.guidance_offer_page_description()} />
      <PageHeader title={m.guidance_offer_page_title()} badge={m.guidance_offer_badge()} subtitle={m.guidance_offer_subtitle()} />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
        {check.data ? (
          <OfferCheckAnswer answer={check.data} onCheckAnother={checkAnother} />
        ) : (
          <>
            <div className="grid gap-2 text-gray-800">
              <p>{m.guidance_offer_intro()}</p>
              <p>{m.guidance_offer_free_no_sign_in()}</p>
            </div>
            {check.isError && (
              <Notice tone="error" title={m.guidance_offer_failed_title()} role="alert">
                {failureMessage(check.error)}
              </Notice>
            )}
            <OfferCheckForm
              key={round}
              prefill={round === 0 ? prefill : null}
              focusMessage={round > 0 || prefill !== null}
              busy={check.isPending}
              serverErrors={serverErrors}
              onCheck={(request) => check.mutate(request)}
            />
            <div role="status" aria-live="polite" className="sr-only">
              {check.isPending && m.guidance_offer_checking()}
            </div>
          </>
        )}
      </div>
    </>
  );
}
