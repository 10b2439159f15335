import { useParams } from '../lib/router';
import { SaveJobButton, useTrackedJobs } from '../features/applications/components/save-job-button';
import { AccessGate } from '../features/auth/components/access-gate';
import { EmployerView } from '../features/jobs/components/employer-view';
import { MembershipOffer } from '../features/jobs/components/membership-offer';
import { useAuthStatus } from '../lib/auth/get-auth-status';
import { m } from '../../shared/i18n/paraglide/messages.js';

/**
 * /employers/:id (docs/product.md#employer-pages): members see the employer, anyone else what membership adds
 * (as on /jobs/:id).
 */
export function EmployerPage() {
  const { id = '' } = useParams();
  const status = useAuthStatus();
  const member = status.data?.isPaidMember === true;
  return (
    <>
      {!status.isPending && !member && (
        <div className="mx-auto max-w-3xl px-4 pt-6 sm:px-6">
          <MembershipOffer />
        </div>
      )}
      <AccessGate>
        <MemberEmployer id={id} />
      </AccessGate>
    </>
  );
}

function MemberEmployer({ id }: { id: string }) {
  const tracked = useTrackedJobs();
  return (
    <EmployerView
      id={id}
      trackAction={(jobId, title) => <SaveJobButton jobId={jobId} jobTitle={title} tracked={tracked} label={m.jobs_employer_track()} />}
    />
  );
}
