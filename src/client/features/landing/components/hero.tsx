import { Link } from 'react-router';
import { MEMBERSHIP } from '../../../../shared/constants';
import { buttonClasses } from '../../../components/ui/button';
import { JobSearchForm } from './job-search-form';

/** What the product does, without numbers: the live ones are in the metrics band (docs/product.md#landing). */
const CLAIMS = ['Employers with a positive LMIA', 'Provincial filtering', 'Immigration pathway guidance', 'Support by e-mail'] as const;

export function Hero() {
  return (
    <section className="bg-gradient-to-br from-blue-600 to-blue-800 text-white">
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-14 sm:px-6 sm:pt-16">
        <p className="text-sm font-semibold tracking-wide text-blue-100 uppercase">From Kenya to Canada</p>
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
          Canadian employers approved to hire foreign workers, for Kenyan professionals
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-blue-50">
          Search the employers Canada approved (positive LMIA) to hire foreign workers, by occupation, place and quarter; create
          Canadian-format resumes and cover letters with AI, and follow your immigration pathway step by step.
        </p>
        <ul className="mt-6 flex flex-wrap gap-2 text-sm">
          {CLAIMS.map((claim) => (
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
            <strong className="text-white">${MEMBERSHIP.priceCad} CAD one-time</strong> for {MEMBERSHIP.months} months of full access.
          </p>
          <Link to="/pricing" className={buttonClasses({ variant: 'accent', className: 'w-fit' })}>
            View Membership
          </Link>
        </div>
      </div>
    </section>
  );
}
