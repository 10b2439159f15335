import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Link } from '../../../lib/router';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '../../../../shared/application-statuses';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { APPLICATION_ERROR_CODES } from '../../../../shared/error-codes';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, toUserMessage } from '../../../lib/api-client';
import { useAuthStatus } from '../../../lib/auth/get-auth-status';
import { useCreateApplication } from '../api/create-application';
import { useApplications } from '../api/get-applications';
import { statusByJob } from '../board';

/**
 * Which jobs the member already tracks, from one GET /api/applications for the whole page; null until it is known
 * (signed out, not a member, still loading), so a pre-rendered /jobs shows no button (docs/product.md#applications-page).
 */
export function useTrackedJobs(): Map<number, ApplicationStatus> | null {
  const status = useAuthStatus();
  const applications = useApplications({}, status.data?.isPaidMember === true);
  return applications.data ? statusByJob(applications.data.applications) : null;
}

/**
 * Apply also tracks (docs/product.md#apply): the job goes to /applications as Applied as the writer opens. A job
 * tracked already keeps its status (the member may be further along); any other failure is said, and the
 * writer opens all the same.
 */
export function useTrackApplied() {
  const create = useCreateApplication();
  return (job: { id: number }) =>
    create.mutate(
      { jobId: job.id, status: 'Applied' },
      {
        onSuccess: () => toast({ title: m.applications_track_applied_toast(), variant: 'success' }),
        onError: (error) => {
          if (error instanceof ApiError && error.errorCode === APPLICATION_ERROR_CODES.alreadyTracked) return;
          toast({ title: m.applications_track_failed(), description: toUserMessage(error), variant: 'destructive' });
        },
      },
    );
}

/** A job card's 'Save' (tracks the job as Saved), or the job's status once it is tracked. */
export function SaveJobButton({
  jobId,
  jobTitle,
  tracked,
  label = m.applications_save_label(),
}: {
  jobId: number;
  jobTitle: string;
  tracked: Map<number, ApplicationStatus> | null;
  /** 'Track' on an employer page (`applications_track_label`, docs/product.md#employer-pages); the same action. */
  label?: string;
}) {
  const create = useCreateApplication();
  if (!tracked) return null;
  const status = tracked.get(jobId);
  if (status) {
    return (
      <Link
        to="/applications"
        aria-label={m.applications_tracked_aria({ title: jobTitle, status: APPLICATION_STATUS_LABELS[status] })}
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'w-full text-green-800' })}
      >
        <BookmarkCheck aria-hidden="true" className="size-4" />
        {APPLICATION_STATUS_LABELS[status]}
      </Link>
    );
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      className="w-full"
      aria-label={m.applications_save_aria({ label, title: jobTitle })}
      disabled={create.isPending}
      onClick={() =>
        create.mutate(
          { jobId },
          {
            onSuccess: () => toast({ title: m.applications_saved_toast(), variant: 'success' }),
            onError: (error) => {
              // Tracked from another tab meanwhile: the refreshed list shows its status.
              if (error instanceof ApiError && error.errorCode === APPLICATION_ERROR_CODES.alreadyTracked) return;
              toast({ title: m.applications_save_failed(), description: toUserMessage(error), variant: 'destructive' });
            },
          },
        )
      }
    >
      <Bookmark aria-hidden="true" className="size-4" />
      {create.isPending ? m.applications_saving() : label}
    </Button>
  );
}
