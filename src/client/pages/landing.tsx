import { m } from '../../shared/i18n/paraglide/messages.js';
import { PageMeta } from '../components/layout/page-meta';
import { AiToolsPreview } from '../features/landing/components/ai-tools-preview';
import { GuidedDemo } from '../features/landing/components/demo/guided-demo';
import { EmployersSection } from '../features/landing/components/employers-section';
import { Hero } from '../features/landing/components/hero';
import { LandingMetrics } from '../features/jobs/components/landing-metrics';
import { SampleJobs } from '../features/jobs/components/sample-jobs';
import { ImmigrationSection } from '../features/landing/components/immigration-section';
import { SuccessSection } from '../features/landing/components/success-section';
import { useScrollToHash } from '../features/landing/hooks';

export function LandingPage() {
  useScrollToHash();
  return (
    <>
      <PageMeta title={m.landing_meta_title()} description={m.landing_meta_description()} />
      <Hero />
      <GuidedDemo />
      <LandingMetrics />
      <AiToolsPreview />
      <SampleJobs />
      <ImmigrationSection />
      <SuccessSection />
      <EmployersSection />
    </>
  );
}
