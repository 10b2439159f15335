import { zodResolver } from '@hookform/resolvers/zod';
import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { PROVINCES, SEARCH_MAX_LENGTH } from '../../../../shared/constants';
import { JOB_ALERT_MESSAGES } from '../../../../shared/messages';
import { jobAlertFormSchema, type JobAlertForm } from '../../../../shared/schemas/funnel';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { toUserMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { useMemberProfile } from '../../../lib/member-profile';
import { alertPrefillFrom } from '../alert-prefill';
import { useCreateJobAlert } from '../api/create-job-alert';
import type { JobFilters } from '../job-filters';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

const SELECT =
  'h-12 w-full rounded-md border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600/30 disabled:cursor-not-allowed disabled:bg-gray-100';

/**
 * The subscribe box, wired: a daily e-mail of new jobs for the words and province shown, with the category and
 * LMIA choice of the search (docs/product.md#job-alerts). The member types nothing the site knows already: the
 * e-mail is the account's (the server refuses another), and the words and province start from the search on
 * screen or else from My profile (the latest job title; the province of a Canadian location). All of it is
 * editable, and none of it is kept in the browser (the profile lives in the query cache only, docs/decisions/038).
 */
export function JobAlertBox({ filters }: { filters: JobFilters }) {
  const { user } = useCurrentUser();
  const saved = useMemberProfile();
  const start = alertPrefillFrom(saved.data?.saved ? saved.data.profile : null);
  const id = useId();
  const startValues: JobAlertForm = {
    email: user?.email ?? '',
    search: filters.search || start.keywords,
    province: filters.province ?? start.province ?? '',
  };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(jobAlertFormSchema),
    // Filled in once the account, the search and the profile are known; what the member typed meanwhile stays.
    values: startValues,
    resetOptions: { keepDirtyValues: true },
  });
  const alert = useCreateJobAlert();
  // Registered outside the JSX: the catalogue lint reads a field name in JSX as a text to translate.
  const fields = { search: register('search'), province: register('province'), email: register('email') };

  const submit = ({ email, search, province }: JobAlertForm) => {
    alert.mutate(
      {
        email,
        search: search || undefined,
        province: province || undefined,
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
        <BellRing aria-hidden="true" className="size-5 text-blue-600" /> {m.jobs_alert_title()}
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {filters.category || filters.lmiaOnly ? m.jobs_alert_intro_filters() : m.jobs_alert_intro()} {JOB_ALERT_MESSAGES.sentTo}
      </p>
      {alert.isSuccess ? (
        <p role="status" className="mt-3 text-sm font-medium text-green-700">
          {JOB_ALERT_MESSAGES.confirmationSent}
        </p>
      ) : (
        <form onSubmit={handleSubmit(submit)} noValidate className="mt-3 grid gap-3">
          <TextField
            label={m.jobs_alert_keywords()}
            optional
            maxLength={SEARCH_MAX_LENGTH}
            hint={!filters.search && start.keywords ? m.jobs_alert_keywords_hint() : undefined}
            disabled={alert.isPending}
            {...fields.search}
          />
          <div>
            <label htmlFor={`${id}-province`} className="mb-1 block text-sm font-medium text-gray-800">
              {m.jobs_alert_province()}
            </label>
            <select id={`${id}-province`} disabled={alert.isPending} className={SELECT} {...fields.province}>
              <option value="">{m.jobs_filters_all_provinces()}</option>
              {PROVINCES.map((province) => (
                <option key={province} value={province}>
                  {province}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
            <TextField
              label={m.jobs_alert_email()}
              type="email"
              autoComplete="email"
              inputMode="email"
              error={errors.email?.message}
              disabled={alert.isPending}
              {...fields.email}
            />
            <Button type="submit" disabled={alert.isPending} className="sm:mb-0">
              {alert.isPending ? m.jobs_alert_subscribing() : m.jobs_alert_subscribe()}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
