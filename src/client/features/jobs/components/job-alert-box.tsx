import { zodResolver } from '@hookform/resolvers/zod';
import { BellRing } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { JOB_ALERT_MESSAGES } from '../../../../shared/messages';
import { jobAlertFormSchema } from '../../../../shared/schemas/funnel';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { toUserMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { useCreateJobAlert } from '../api/create-job-alert';
import type { JobFilters } from '../job-filters';

/** The subscribe box, wired: a daily e-mail of new jobs matching the current filters (docs/product.md#job-alerts). */
export function JobAlertBox({ filters }: { filters: JobFilters }) {
  // Alerts go only to the member's own address (the server refuses another), so the field starts with it.
  const { user } = useCurrentUser();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(jobAlertFormSchema),
    // Filled in once the account is known; what the member typed meanwhile stays.
    values: { email: user?.email ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const alert = useCreateJobAlert();

  const submit = ({ email }: { email: string }) => {
    alert.mutate(
      {
        email,
        search: filters.search || undefined,
        province: filters.province,
        category: filters.category,
        lmiaOnly: filters.lmiaOnly || undefined,
      },
      {
        onSuccess: (result) => toast({ title: JOB_ALERT_MESSAGES.savedTitle, description: result.message, variant: 'success' }),
        onError: (failure) =>
          toast({ title: JOB_ALERT_MESSAGES.subscriptionFailedTitle, description: toUserMessage(failure), variant: 'destructive' }),
      },
    );
  };

  return (
    <section aria-labelledby="job-alert-title" className="rounded-xl border border-gray-200 bg-white p-5">
      <h2 id="job-alert-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <BellRing aria-hidden="true" className="size-5 text-blue-600" /> Get new jobs by e-mail
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        A daily e-mail when new jobs match your current search and filters. Unsubscribe with one click. {JOB_ALERT_MESSAGES.sentTo}
      </p>
      {alert.isSuccess ? (
        <p role="status" className="mt-3 text-sm font-medium text-green-700">
          {JOB_ALERT_MESSAGES.confirmationSent}
        </p>
      ) : (
        <form onSubmit={handleSubmit(submit)} noValidate className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            disabled={alert.isPending}
            {...register('email')}
          />
          <Button type="submit" disabled={alert.isPending} className="sm:mb-0">
            {alert.isPending ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </form>
      )}
    </section>
  );
}
