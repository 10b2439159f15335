import { BellRing } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { isValidEmail, normalizeEmail } from '../../../../shared/schemas/email';
import { JOB_ALERT_MESSAGES, VALIDATION_MESSAGES } from '../../../../shared/messages';
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
  const [typed, setEmail] = useState<string>();
  const email = typed ?? user?.email ?? '';
  const [error, setError] = useState<string>();
  const alert = useCreateJobAlert();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = normalizeEmail(email);
    if (!isValidEmail(address)) {
      setError(VALIDATION_MESSAGES.emailInvalid);
      return;
    }
    setError(undefined);
    alert.mutate(
      {
        email: address,
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
        <form onSubmit={submit} noValidate className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
            disabled={alert.isPending}
          />
          <Button type="submit" disabled={alert.isPending} className="sm:mb-0">
            {alert.isPending ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </form>
      )}
    </section>
  );
}
