import { BellPlus } from 'lucide-react';
import { JOB_ALERT_MESSAGES } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { toUserMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { useCreateJobAlert } from '../api/create-job-alert';
import { hasDetailFilters, type JobFilters } from '../job-filters';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/**
 * "Save this search" (docs/product.md#job-search): one tap makes a job alert of the current search for the
 * member's own address (POST /api/job-alerts), confirmed on screen and by the e-mail that starts it.
 * Alerts keep the words, province, category and LMIA-only; the confirmation says so when other filters are set.
 */
export function SaveSearchButton({ filters }: { filters: JobFilters }) {
  const { user } = useCurrentUser();
  const alert = useCreateJobAlert();
  if (!user) return null;
  const save = () =>
    alert.mutate(
      {
        email: user.email,
        search: filters.search || undefined,
        province: filters.province,
        category: filters.category,
        lmiaOnly: filters.lmiaOnly || undefined,
      },
      {
        onSuccess: (result) =>
          toast({
            title: m.jobs_save_search_saved_title(),
            description: hasDetailFilters(filters) ? `${result.message} ${m.jobs_save_search_partial()}` : result.message,
            variant: 'success',
          }),
        onError: (failure) =>
          toast({ title: JOB_ALERT_MESSAGES.subscriptionFailedTitle, description: toUserMessage(failure), variant: 'destructive' }),
      },
    );
  if (alert.isSuccess)
    return (
      <p role="status" className="text-sm font-medium text-green-700">
        {m.jobs_save_search_done()}
      </p>
    );
  return (
    <Button variant="outline" size="sm" onClick={save} disabled={alert.isPending}>
      <BellPlus aria-hidden="true" className="size-4" />
      {alert.isPending ? m.jobs_save_search_saving() : m.jobs_save_search()}
    </Button>
  );
}
