import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { TabStrip } from '../../../components/ui/tab-strip';
import { BANNER_FORMATS, SOCIAL_FORMATS } from '../flyer-content';
import { useFlyerContent } from '../hooks/use-flyer-content';
import { ImageFormatCard } from './image-format-card';
import { MarketingGuidelines } from './marketing-guidelines';
import { PrintMaterialsTab } from './print-tab';
import { StoriesTab } from './stories-tab';

const TABS = [
  { value: 'social', label: 'Social Media Flyers' },
  { value: 'banners', label: 'Web Banners' },
  { value: 'stories', label: 'Stories & Videos' },
  { value: 'print', label: 'Print Materials' },
] as const;

const PANEL = 'mt-4 min-w-0 focus-visible:outline-2 focus-visible:outline-blue-600';

/** The administrator's marketing materials, one tab per kind, then the guidelines (docs/product.md#admin-marketing). */
export function MarketingDashboard() {
  const [tab, setTab] = useState<string>('social');
  const content = useFlyerContent();
  return (
    <div className="mx-auto grid max-w-7xl min-w-0 grid-cols-1 gap-8 px-4 py-6 sm:px-6 sm:py-8">
      <Tabs.Root value={tab} onValueChange={setTab} className="min-w-0">
        <TabStrip label="Marketing materials" tabs={TABS} />
        <Tabs.Content value="social" className={PANEL}>
          <div className="grid min-w-0 gap-6 md:grid-cols-2">
            {SOCIAL_FORMATS.map((format) => (
              <ImageFormatCard key={format.id} format={format} content={content} mobileSave={format.id === 'instagram-post'} />
            ))}
          </div>
        </Tabs.Content>
        <Tabs.Content value="banners" className={PANEL}>
          <div className="grid min-w-0 gap-6">
            {BANNER_FORMATS.map((format) => (
              <ImageFormatCard key={format.id} format={format} content={content} />
            ))}
          </div>
        </Tabs.Content>
        <Tabs.Content value="stories" className={PANEL}>
          <StoriesTab />
        </Tabs.Content>
        <Tabs.Content value="print" className={PANEL}>
          <PrintMaterialsTab />
        </Tabs.Content>
      </Tabs.Root>
      <MarketingGuidelines />
    </div>
  );
}
