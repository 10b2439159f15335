import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/layout/page-meta';
import { Notice } from '../components/ui/notice';
import { OFFER_CHECK_MESSAGES } from '../../shared/messages';
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
      <PageMeta
        title="Check a job offer"
        description="Free check of a Canadian job offer: paste the message and see the red flags of a fake offer or an LMIA-for-sale scheme, and whether the employer is on Canada's list of approved employers. No sign-in."
      />
      <PageHeader
        title="Check a job offer"
        badge="Free tool"
        subtitle="Fake Canadian job offers and “LMIA for sale” schemes take large sums from job seekers. Paste the message before you pay anyone anything."
      />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
        {check.data ? (
          <OfferCheckAnswer answer={check.data} onCheckAnother={checkAnother} />
        ) : (
          <>
            <div className="grid gap-2 text-gray-800">
              <p>
                We look for the signs the Government of Canada warns about, such as a fee for the LMIA, the visa or a “slot”, payment to a
                personal M-Pesa number, or a “guaranteed” visa, and we look the employer up in the official list of employers approved to
                hire foreign workers. By law the employer pays the LMIA fee, never the worker.
              </p>
              <p>Free, with no sign-in.</p>
            </div>
            {check.isError && (
              <Notice tone="error" title="The check did not work" role="alert">
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
              {check.isPending && 'Checking…'}
            </div>
          </>
        )}
      </div>
    </>
  );
}
