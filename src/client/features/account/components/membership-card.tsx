import { Link } from 'react-router';
import type { MembershipSummary } from '../../../../shared/schemas/account';
import { buttonClasses } from '../../../components/ui/button';
import { formatLongDate } from '../../../lib/format-date';
import { daysLeftText, membershipKindText } from '../account-view';

/** Kind, start, expiry, days left, and Renew when fewer than 30 days remain (docs/product.md#account-page). */
export function MembershipCard({ membership }: { membership: MembershipSummary }) {
  if (!membership.kind) {
    return (
      <div className="grid gap-3">
        <p className="text-gray-800">You have no membership yet.</p>
        <Link to="/checkout" className={buttonClasses({ variant: 'accent', className: 'w-fit' })}>
          Become a member
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-gray-600">Kind</dt>
          <dd className="font-medium text-gray-900">{membershipKindText(membership.kind)}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">Status</dt>
          <dd className={membership.active ? 'font-medium text-green-800' : 'font-medium text-red-700'}>{daysLeftText(membership)}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">Started</dt>
          <dd className="text-gray-900">{formatLongDate(membership.startsAt)}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">{membership.active ? 'Expires' : 'Expired'}</dt>
          <dd className="text-gray-900">{formatLongDate(membership.expiresAt)}</dd>
        </div>
      </dl>
      {membership.canRenew && (
        <Link to="/checkout" className={buttonClasses({ variant: 'accent', className: 'w-fit' })}>
          Renew membership
        </Link>
      )}
    </div>
  );
}
