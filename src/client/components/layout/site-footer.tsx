import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { operator } from '../../lib/operator';
import { useHydrated } from '../../hooks/use-hydrated';
import { Logo } from './brand';
import { useSupportWhatsapp, WhatsappLinks } from './support-whatsapp';
import { CountryFlags } from './country-flags';

/** Employer links lead to the employer-information section of the landing page (docs/product.md#d8-employers-out-of-scope). */
const EMPLOYER_LINKS = [
  { label: 'Post Jobs', to: '/#employers' },
  { label: 'LMIA Support', to: '/#employers' },
  { label: 'Find Candidates', to: '/#employers' },
] as const;

/** No administrator link in public (docs/product.md#footer); the policies are one tap away on every page. */
const PLATFORM_LINKS = [
  { label: 'Pricing', to: '/pricing' },
  // The free offer check (docs/product.md#offer-check): the header's bar is full, every page has the footer.
  { label: 'Check a job offer', to: '/offer-check' },
  { label: 'Marketing Flyer', to: '/marketing-flyer' },
  { label: 'About us', to: '/about' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Refund Policy', to: '/refunds' },
] as const;

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="rounded-sm text-gray-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      {children}
    </Link>
  );
}

export function SiteFooter() {
  // The visitor's year, not the year the page was pre-rendered.
  const year = useHydrated() ? new Date().getFullYear() : null;
  return (
    <footer className="bg-gray-900 text-sm text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-3 lg:col-span-2">
          <div className="flex items-center gap-2">
            <Logo tone="light" />
            <CountryFlags />
          </div>
          <p className="max-w-sm">
            Canadian employers approved to hire foreign workers (positive LMIA), by occupation and place, for job seekers in Kenya.
          </p>
          <p>
            Support:{' '}
            <a
              href={`mailto:${operator.supportEmail}`}
              className="rounded-sm text-white underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white"
            >
              {operator.supportEmail}
            </a>
          </p>
          <FooterWhatsapp />
        </div>
        <nav aria-label="For employers">
          <h2 className="mb-3 font-semibold text-white">For Employers</h2>
          <ul className="space-y-2">
            {EMPLOYER_LINKS.map((link) => (
              <li key={link.label}>
                <FooterLink to={link.to}>{link.label}</FooterLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Platform">
          <h2 className="mb-3 font-semibold text-white">Platform</h2>
          <ul className="space-y-2">
            {PLATFORM_LINKS.map((link) => (
              <li key={link.label}>
                <FooterLink to={link.to}>{link.label}</FooterLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-gray-800">
        <div className="mx-auto max-w-7xl space-y-1 px-4 py-6 text-xs text-gray-400 sm:px-6">
          <p>Contains information licensed under the Open Government Licence – Canada.</p>
          <p>Canada cities data from simplemaps.com (CC BY 4.0).</p>
          <p>
            Maple Bridge is run by {operator.legalName}, registration {operator.registrationNumber}, {operator.postalAddress}.
          </p>
          <p>© {year} Maple Bridge</p>
        </div>
      </div>
    </footer>
  );
}

function FooterWhatsapp() {
  const linkClass = 'rounded-sm text-white underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white';
  if (useSupportWhatsapp().length === 0) return null;
  return (
    <p>
      WhatsApp: <WhatsappLinks className={linkClass} />
    </p>
  );
}
