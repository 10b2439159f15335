import { Link } from '../../../lib/router';
import type { MembershipSummary } from '../../../../shared/schemas/account';
import { buttonClasses } from '../../../components/ui/button';
import { formatLongDate } from '../../../lib/format-date';
import { daysLeftText, membershipKindText } from '../account-view';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/** Kind, start, expiry, days left, and Renew when fewer than 30 days remain (docs/product.md#account-page). */
export function MembershipCard({ membership }: { membership: MembershipSummary }) {
  if (!membership.kind) {
    return (
      <div className="grid gap-3">
        <p className="text-gray-800">{m.account_no_membership_yet()}</p>
        <Link to="/checkout" className={buttonClasses({ variant: 'accent', className: 'w-fit' })}>
          {m.account_become_member()}
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-gray-600">{m.account_membership_kind()}</dt>
          <dd className="font-medium text-gray-900">{membershipKindText(membership.kind)}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">{m.account_status()}</dt>
          <dd className={membership.active ? 'font-medium text-green-800' : 'font-medium text-red-700'}>{daysLeftText(membership)}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">{m.account_membership_started()}</dt>
          <dd className="text-gray-900">{formatLongDate(membership.startsAt)}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">{membership.active ? m.account_membership_expires() : m.account_membership_expired()}</dt>
          <dd className="text-gray-900">{formatLongDate(membership.expiresAt)}</dd>
        </div>
      </dl>
      {membership.canRenew && (
        <Link to="/checkout" className={buttonClasses({ variant: 'accent', className: 'w-fit' })}>
          {m.account_renew()}
        </Link>
      )}
    </div>
  );
}
