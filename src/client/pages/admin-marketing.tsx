import { Tabs } from 'radix-ui';
import { PageHeader } from '../components/layout/page-header';
import { TabStrip } from '../components/ui/tab-strip';
import { AdminSessionGate } from '../features/admin-auth/components/admin-session-gate';
import { PrintMaterialsTab } from '../features/marketing/components/print-tab';
import { StoriesTab } from '../features/marketing/components/stories-tab';

// Temporary shell for the wt-print branch: the lead keeps the other helper's version of this page at merge.
const TABS = [
  { value: 'flyers', label: 'Social Media Flyers' },
  { value: 'banners', label: 'Web Banners' },
  { value: 'stories', label: 'Stories & Videos' },
  { value: 'print', label: 'Print Materials' },
] as const;

/** Administrators only, like the dashboard (docs/product.md#d2-admin-marketing-behind-the-admin-session). */
export function AdminMarketingPage() {
  return (
    <AdminSessionGate>
      <PageHeader title="Admin Marketing Dashboard" subtitle="Social media flyers, web banners, stories and videos, and print materials." />
      <div className="mx-auto grid max-w-7xl min-w-0 grid-cols-1 px-4 py-6 sm:px-6 sm:py-8">
        <Tabs.Root defaultValue="flyers" className="min-w-0">
          <TabStrip label="Marketing materials" tabs={TABS} />
          <Tabs.Content value="flyers" className="mt-4" />
          <Tabs.Content value="banners" className="mt-4" />
          <Tabs.Content value="stories" className="mt-4 min-w-0 focus-visible:outline-2 focus-visible:outline-blue-600">
            <StoriesTab />
          </Tabs.Content>
          <Tabs.Content value="print" className="mt-4 min-w-0 focus-visible:outline-2 focus-visible:outline-blue-600">
            <PrintMaterialsTab />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </AdminSessionGate>
  );
}
