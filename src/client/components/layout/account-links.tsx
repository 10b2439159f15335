import { clsx } from 'clsx';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link } from '../../lib/router';
import { MEMBERSHIP } from '../../../shared/constants';
import type { AuthUser } from '../../../shared/schemas/auth';
import { useCurrentUser } from '../../lib/auth/use-current-user';
import { buttonClasses } from '../ui/button';
import { m } from '../../../shared/i18n/paraglide/messages.js';

type MemberLinksProps = { user: AuthUser; onNavigate?: () => void };

/** If the menu's chunk cannot load, a plain link to the account page still works (and sign-out is there). */
function AccountLinkFallback({ onNavigate }: MemberLinksProps) {
  return (
    <Link to="/account" onClick={onNavigate} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
      {m.shell_account()}
    </Link>
  );
}

/**
 * The member's menu (Radix DropdownMenu, sign-out) is loaded only for members: most first visits are
 * visitors on slow links, and this keeps about 10 kB (gzip) out of their first download.
 */
const loadMemberLinks = () => import('./user-menu');
const fallBack = () => ({ default: AccountLinkFallback });
const UserMenu = lazy<ComponentType<MemberLinksProps>>(() => loadMemberLinks().then((module) => ({ default: module.UserMenu }), fallBack));
const MemberDrawerLinks = lazy<ComponentType<MemberLinksProps>>(() =>
  loadMemberLinks().then((module) => ({ default: module.MemberDrawerLinks }), fallBack),
);

/** 'Sign In' and the paid sign-up call to action: what visitors see (docs/product.md#navigation). */
function VisitorLinks({ layout, onNavigate }: { layout: 'bar' | 'drawer'; onNavigate?: () => void }) {
  const size = layout === 'bar' ? 'sm' : 'lg';
  return (
    <div className={clsx('flex gap-2', layout === 'drawer' && 'flex-col')}>
      <Link to="/sign-in" onClick={onNavigate} className={buttonClasses({ variant: layout === 'bar' ? 'ghost' : 'outline', size })}>
        {m.shell_sign_in()}
      </Link>
      <Link to="/sign-up" onClick={onNavigate} className={buttonClasses({ variant: 'primary', size })}>
        {m.shell_create_account_price({ price: MEMBERSHIP.priceCad })}
      </Link>
    </div>
  );
}

/** Visitors get the sign-in links; a signed-in member gets their menu (docs/product.md#d5-signed-in-navigation). */
export function AccountLinks({ layout, onNavigate }: { layout: 'bar' | 'drawer'; onNavigate?: () => void }) {
  const { user } = useCurrentUser();
  const placeholder = <div aria-hidden="true" className={layout === 'bar' ? 'h-9 w-28' : 'h-28'} />;
  if (user) {
    return (
      <Suspense fallback={placeholder}>
        {layout === 'bar' ? <UserMenu user={user} /> : <MemberDrawerLinks user={user} onNavigate={onNavigate} />}
      </Suspense>
    );
  }
  // No hint of an earlier sign-in is kept in storage (docs/decisions/024-shared-phone-privacy.md), so the
  // visitor links show until the status answers.
  return <VisitorLinks layout={layout} onNavigate={onNavigate} />;
}
