import { Link } from '../../../lib/router';
import { MEMBERSHIP } from '../../../../shared/constants';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { buttonClasses } from '../../../components/ui/button';
import { RichText } from '../../../lib/rich-text';
import { JobSearchForm } from './job-search-form';

/** What the product does, without numbers: the live ones are in the metrics band (docs/product.md#landing). */
const claims = () => [
  m.landing_hero_claim_lmia(),
  m.landing_hero_claim_provinces(),
  m.landing_hero_claim_pathway(),
  m.landing_hero_claim_support(),
];

export function Hero() {
  return (
    <section className="bg-gradient-to-br from-blue-600 to-blue-800 text-white">
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-14 sm:px-6 sm:pt-16">
        <p className="text-sm font-semibold tracking-wide text-blue-100 uppercase">{m.landing_hero_kicker()}</p>
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{m.landing_hero_title()}</h1>
        <p className="mt-4 max-w-2xl text-lg text-blue-50">{m.landing_hero_lead()}</p>
        <ul className="mt-6 flex flex-wrap gap-2 text-sm">
          {claims().map((claim) => (
            <li key={claim} className="rounded-full bg-white/15 px-3 py-1">
              {claim}
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <JobSearchForm />
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
          <p className="text-blue-50">
            <RichText
              text={m.landing_hero_price({ price: MEMBERSHIP.priceCad, months: MEMBERSHIP.months })}
              tags={{ strong: (words) => <strong className="text-white">{words}</strong> }}
            />
          </p>
          <Link to="/pricing" className={buttonClasses({ variant: 'accent', className: 'w-fit' })}>
            {m.landing_hero_view_membership()}
          </Link>
        </div>
      </div>
    </section>
  );
}
