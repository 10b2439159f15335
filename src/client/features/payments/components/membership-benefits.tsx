import { Check } from 'lucide-react';
import { MEMBERSHIP } from '../../../../shared/constants';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { membershipBenefits } from '../benefits';

export function MembershipBenefits({ headingLevel: Heading = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <section aria-labelledby="membership-benefits-title" className="rounded-xl border border-gray-200 p-5">
      <Heading id="membership-benefits-title" className="font-semibold text-gray-900">
        {m.payments_benefits_title({ price: MEMBERSHIP.priceCad })}
      </Heading>
      <ul className="mt-3 space-y-2 text-sm text-gray-800">
        {membershipBenefits().map((item) => (
          <li key={item} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-600" />
            {item}
          </li>
        ))}
        <li className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-600" />
          {m.payments_benefits_months({ months: MEMBERSHIP.months })}
        </li>
      </ul>
    </section>
  );
}
