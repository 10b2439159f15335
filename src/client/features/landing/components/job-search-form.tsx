import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ALL_PROVINCES, PROVINCES } from '../../../../shared/constants';
import { heroSearchFormSchema } from '../../../../shared/schemas/jobs';
import { Button } from '../../../components/ui/button';
import { FilterSelect } from '../../../components/ui/filter-select';
import { buildJobsUrl } from '../job-search';

const FIELD =
  'h-12 w-full rounded-md border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600/30';

export function JobSearchForm() {
  const navigate = useNavigate();
  const id = useId();
  const { register, handleSubmit, control } = useForm({
    resolver: zodResolver(heroSearchFormSchema),
    defaultValues: { search: '', province: ALL_PROVINCES as string, lmiaOnly: false },
  });

  return (
    <form
      role="search"
      aria-label="Search jobs"
      // Before the app has started on a pre-rendered page, the browser submits the form itself.
      action="/jobs"
      onSubmit={handleSubmit((values) => void navigate(buildJobsUrl(values)))}
      className="grid gap-3 rounded-xl bg-white p-4 shadow-lg ring-1 ring-gray-200 sm:p-5 md:grid-cols-[1fr_14rem_auto]"
    >
      <div>
        <label htmlFor={`${id}-search`} className="mb-1 block text-sm font-medium text-gray-700">
          Job title or keyword
        </label>
        <input
          id={`${id}-search`}
          type="search"
          {...register('search')}
          placeholder="e.g. farm worker, caregiver, welder"
          enterKeyHint="search"
          className={FIELD}
        />
      </div>
      <Controller
        control={control}
        name="province"
        render={({ field }) => (
          <FilterSelect
            id={`${id}-province`}
            name="province"
            label="Province"
            value={field.value}
            allOption={ALL_PROVINCES}
            options={PROVINCES}
            onChange={field.onChange}
            selectClassName={FIELD}
          />
        )}
      />
      <Button type="submit" size="lg" className="self-end">
        <Search aria-hidden="true" className="size-5" />
        Search Jobs
      </Button>
      <label className="flex w-fit cursor-pointer items-center gap-2 text-sm text-gray-700 md:col-span-3">
        <input type="checkbox" value="true" {...register('lmiaOnly')} className="size-4 accent-blue-600" />
        LMIA jobs only
      </label>
    </form>
  );
}
