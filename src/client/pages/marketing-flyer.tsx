import { PageHeader } from '../components/layout/page-header';

export function MarketingFlyerPage() {
  return <PageHeader title="Marketing Flyer" subtitle="The 1080 × 1080 Maple Bridge flyer for social media." />;
}
