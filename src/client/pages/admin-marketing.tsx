import { PageHeader } from '../components/layout/page-header';

export function AdminMarketingPage() {
  return (
    <PageHeader title="Admin Marketing Dashboard" subtitle="Social media flyers, web banners, stories and videos, and print materials." />
  );
}
