import { m } from '../../shared/i18n/paraglide/messages.js';
import { PageMeta } from '../components/layout/page-meta';
import { Check, HeartHandshake } from 'lucide-react';
import { Link } from '../lib/router';
import { PageHeader } from '../components/layout/page-header';
import { SupportContacts } from '../components/layout/support-contacts';
import { buttonClasses } from '../components/ui/button';
import { MEMBERSHIP } from '../../shared/constants';
import { operator } from '../lib/operator';
import { RichText } from '../lib/rich-text';
import { membershipBenefits } from '../features/payments/benefits';
import { FaqList } from '../features/payments/components/faq-list';
import { humanitarianAudience } from '../features/payments/humanitarian-audience';
import { pricingFaq } from '../features/payments/pricing-faq';
import { usePaymentsConfig } from '../features/payments/api/get-payments-config';
import { shownKesPrice } from '../features/payments/kes-price';

/** /pricing (docs/product.md#pricing): the one price, what it buys, the humanitarian route, questions and contacts. */
export function PricingPage() {
  return (
    <>
      <PageMeta title={m.payments_pricing_title()} description={m.payments_pricing_meta_description()} />
      <PageHeader title={m.payments_pricing_title()} subtitle={m.payments_pricing_subtitle()} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,32rem)_minmax(0,1fr)] lg:gap-12">
        <section aria-labelledby="price-title" className="rounded-2xl border-2 border-blue-600 p-6 sm:p-8">
          <h2 id="price-title" className="text-sm font-semibold tracking-wide text-blue-700 uppercase">
            {m.payments_membership_label()}
          </h2>
          <p className="mt-2 text-4xl font-bold text-gray-900">{m.payments_price_cad({ price: MEMBERSHIP.priceCad })}</p>
          <KesPrice />
          <p className="mt-2 font-medium text-gray-800">{m.payments_pricing_one_time({ months: MEMBERSHIP.months })}</p>
          <ul className="mt-6 space-y-3">
            {membershipBenefits().map((item) => (
              <li key={item} className="flex gap-2 text-gray-800">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-600" />
                {item}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/checkout" className={buttonClasses({ variant: 'accent', size: 'lg' })}>
              {m.payments_get_started()}
            </Link>
            <Link to="/jobs" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              {m.payments_browse_jobs()}
            </Link>
          </div>
          <p className="mt-4 text-sm text-gray-700">
            <RichText
              text={m.payments_pricing_new_here()}
              tags={{
                signup: (words) => (
                  <Link to="/sign-up" className="font-medium text-blue-700 underline underline-offset-2">
                    {words}
                  </Link>
                ),
              }}
            />
          </p>
        </section>

        <div className="space-y-6">
          <section aria-labelledby="humanitarian-title" className="rounded-xl border border-gray-200 p-5">
            <h2 id="humanitarian-title" className="flex items-center gap-2 font-semibold text-gray-900">
              <HeartHandshake aria-hidden="true" className="size-5 text-blue-600" />
              {m.payments_humanitarian_title()}
            </h2>
            <p className="mt-2 text-sm text-gray-700">{m.payments_humanitarian_for({ months: MEMBERSHIP.months })}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-800">
              {humanitarianAudience().map((group) => (
                <li key={group}>{group}</li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-gray-700">
              <RichText
                text={m.payments_humanitarian_how({ email: operator.supportEmail })}
                tags={{
                  email: (words) => (
                    <a href={`mailto:${operator.supportEmail}`} className="font-medium text-blue-700 underline underline-offset-2">
                      {words}
                    </a>
                  ),
                }}
              />
            </p>
          </section>
          <SupportContacts />
        </div>

        <section aria-labelledby="faq-title" className="lg:col-span-2">
          <h2 id="faq-title" className="text-2xl font-bold text-gray-900">
            {m.payments_faq_title()}
          </h2>
          <div className="mt-4 max-w-3xl">
            <FaqList items={pricingFaq()} />
          </div>
        </section>
      </div>
    </>
  );
}

/**
 * The price in shillings. The shilling figure is a courtesy: if the settings cannot be read, the line is simply
 * left out. Its own component, so that the settings' answer re-renders this line and not the whole page: a
 * query's answer renders at once, in one task (docs/decisions/053-public-pages-start-in-slices.md).
 */
function KesPrice() {
  const kes = shownKesPrice(usePaymentsConfig().data);
  if (!kes) return null;
  return (
    <p className="mt-1 text-gray-700">
      ≈ {kes} <span className="text-sm text-gray-600">{m.payments_kes_approximate()}</span>
    </p>
  );
}
