import { BadgeCheck, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AuthUser } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { useSignOutAndGoHome } from '../../../lib/auth/use-sign-out-and-go-home';

const DATE_FORMAT = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long' });

/** 'Active until <date>', or what to do when there is no active membership. */
function MembershipStatus({ user }: { user: AuthUser }) {
  if (user.isPaidMember) {
    const expires = user.membershipExpiresAt ? new Date(user.membershipExpiresAt) : undefined;
    return (
      <span className="font-medium text-green-800">
        {expires && !Number.isNaN(expires.getTime()) ? `Active until ${DATE_FORMAT.format(expires)}` : 'Active'}
      </span>
    );
  }
  return (
    <span>
      No active membership.{' '}
      <Link to="/pricing" className="font-medium text-blue-700 underline underline-offset-2">
        See membership options
      </Link>
    </span>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-4 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd className="break-words text-gray-900">{children}</dd>
    </div>
  );
}

export function AccountDetails({ user }: { user: AuthUser }) {
  const signOut = useSignOutAndGoHome();
  return (
    <div className="rounded-xl border border-gray-200 p-5 sm:p-6">
      <dl className="divide-y divide-gray-200">
        <Row label="Name">{`${user.firstName} ${user.lastName}`}</Row>
        <Row label="E-mail">
          <span className="mr-2">{user.email}</span>
          {user.emailVerified ? (
            <span className="inline-flex items-center gap-1 text-sm font-medium text-green-800">
              <BadgeCheck aria-hidden="true" className="size-4" />
              Verified
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 text-sm font-medium text-amber-800">
              <CircleAlert aria-hidden="true" className="size-4" />
              Not verified yet: use the link in the e-mail we sent you
            </span>
          )}
        </Row>
        <Row label="Phone">{user.phone || <span className="text-gray-600">Not provided</span>}</Row>
        <Row label="Membership">
          <MembershipStatus user={user} />
        </Row>
      </dl>
      <Button variant="outline" className="mt-4" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        {signOut.isPending ? 'Signing Out...' : 'Sign Out'}
      </Button>
    </div>
  );
}
