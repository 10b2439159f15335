import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/layout/page-meta';

export function MarketingFlyerPage() {
  return (
    <>
      <PageMeta title="Marketing Flyer" description="Download the Maple Bridge flyer for Instagram, Facebook, LinkedIn and WhatsApp." />
      <PageHeader title="Marketing Flyer" subtitle="The 1080 × 1080 Maple Bridge flyer for social media." />
    </>
  );
}
