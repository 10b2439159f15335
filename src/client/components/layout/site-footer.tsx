import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { operator } from '../../lib/operator';
import { useHydrated } from '../../hooks/use-hydrated';
import { Logo } from './brand';
import { useSupportWhatsapp, WhatsappLinks, WHATSAPP_LABEL } from './support-whatsapp';
import { CountryFlags } from './country-flags';
import { m } from '../../../shared/i18n/paraglide/messages.js';

/** Employer links lead to the employer-information section of the landing page (docs/product.md#d8-employers-out-of-scope). */
const EMPLOYER_LINKS = [
  { label: m.shell_footer_post_jobs, to: '/#employers' },
  { label: m.shell_footer_lmia_support, to: '/#employers' },
  { label: m.shell_footer_find_candidates, to: '/#employers' },
] as const;

/** No administrator link in public (docs/product.md#footer); the policies are one tap away on every page. */
const PLATFORM_LINKS = [
  { label: m.shell_nav_pricing, to: '/pricing' },
  // The free offer check (docs/product.md#offer-check): the header's bar is full, every page has the footer.
  { label: m.shell_footer_offer_check, to: '/offer-check' },
  { label: m.shell_footer_marketing_flyer, to: '/marketing-flyer' },
  { label: m.shell_footer_about, to: '/about' },
  { label: m.shell_footer_terms, to: '/terms' },
  { label: m.shell_footer_privacy, to: '/privacy' },
  { label: m.shell_footer_refunds, to: '/refunds' },
] as const;

/** A name, the same in every language (docs/i18n/conventions.md#what-stays-english). */
const BRAND_NAME = 'Maple Bridge';

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
          <p className="max-w-sm">{m.shell_footer_tagline()}</p>
          <p>
            {m.shell_support_label()}{' '}
            <a
              href={`mailto:${operator.supportEmail}`}
              className="rounded-sm text-white underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white"
            >
              {operator.supportEmail}
            </a>
          </p>
          <FooterWhatsapp />
        </div>
        <nav aria-label={m.shell_footer_for_employers_label()}>
          <h2 className="mb-3 font-semibold text-white">{m.shell_footer_for_employers()}</h2>
          <ul className="space-y-2">
            {EMPLOYER_LINKS.map(({ label, to }) => (
              <li key={to + label()}>
                <FooterLink to={to}>{label()}</FooterLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={m.shell_footer_platform()}>
          <h2 className="mb-3 font-semibold text-white">{m.shell_footer_platform()}</h2>
          <ul className="space-y-2">
            {PLATFORM_LINKS.map(({ label, to }) => (
              <li key={to + label()}>
                <FooterLink to={to}>{label()}</FooterLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-gray-800">
        <div className="mx-auto max-w-7xl space-y-1 px-4 py-6 text-xs text-gray-400 sm:px-6">
          <p>{m.shell_footer_licence()}</p>
          <p>{m.shell_footer_cities()}</p>
          <p>
            {m.shell_footer_operator({
              legalName: operator.legalName,
              registrationNumber: operator.registrationNumber,
              postalAddress: operator.postalAddress,
            })}
          </p>
          <p>
            © {year} {BRAND_NAME}
          </p>
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
      {WHATSAPP_LABEL} <WhatsappLinks className={linkClass} />
    </p>
  );
}
