import { PageMeta } from '../components/layout/page-meta';
import { PageHeader } from '../components/layout/page-header';
import { SaveJobButton, useTrackedJobs } from '../features/applications/components/save-job-button';
import { AccessGate } from '../features/auth/components/access-gate';
import { EmployerPanel } from '../features/jobs/components/employer-panel';
import { FunnelPanel } from '../features/jobs/components/funnel-panel';
import { JobAlertBox } from '../features/jobs/components/job-alert-box';
import { JobEnhancementPanel } from '../features/jobs/components/job-enhancement-panel';
import { JobsBrowser } from '../features/jobs/components/jobs-browser';
import { useJobFilters } from '../features/jobs/hooks/use-job-filters';
import { JobsStats } from '../features/jobs/components/jobs-stats';

export function JobsPage() {
  const { filters } = useJobFilters();
  const tracked = useTrackedJobs();
  return (
    <>
      <PageMeta
        title="Find Jobs"
        description="Search Canadian jobs from employers with a positive LMIA, by keyword, province and category. For Maple Bridge members."
      />
      <PageHeader
        title="Find Jobs"
        subtitle="Canadian jobs for Kenyan job seekers, many with LMIA approval. Filter by province, category and LMIA status."
      >
        <JobsStats />
      </PageHeader>
      <AccessGate>
        <JobsBrowser jobAction={(job) => <SaveJobButton jobId={job.id} jobTitle={job.title} tracked={tracked} />} />
        <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-10 sm:px-6 md:grid-cols-2 xl:grid-cols-3">
          <JobEnhancementPanel filters={filters} className="md:col-span-2" />
          <JobAlertBox filters={filters} />
          <FunnelPanel />
          <EmployerPanel />
        </div>
      </AccessGate>
    </>
  );
}
