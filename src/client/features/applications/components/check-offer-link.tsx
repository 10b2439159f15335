import { ShieldQuestion } from 'lucide-react';
import { Link } from '../../../lib/router';
import type { Application } from '../../../../shared/schemas/applications';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { buttonClasses } from '../../../components/ui/button';
import { offerCheckPrefillState, provinceCodeOf } from '../../../lib/offer-check-prefill';

/**
 * "Check this offer" on an application at Offer Received (docs/product.md#offer-check): the moment a fake offer
 * asks for money. Later stages are past that point. The employer and job title travel in the navigation state,
 * not the address, and the member pastes the message there.
 */
export function CheckOfferLink({ application }: { application: Application }) {
  if (application.status !== 'Offer Received') return null;
  const { company, title, province } = application.job;
  return (
    <div className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950 sm:flex sm:items-center sm:justify-between">
      <p>{m.applications_check_offer_prompt()}</p>
      <Link
        to="/offer-check"
        state={offerCheckPrefillState({ employer: company, occupation: title, province: provinceCodeOf(province) })}
        className={buttonClasses({ variant: 'outline' })}
      >
        <ShieldQuestion aria-hidden="true" className="size-4" />
        {m.applications_check_offer()}
      </Link>
    </div>
  );
}
