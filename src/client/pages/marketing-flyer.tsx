import { m } from '../../shared/i18n/paraglide/messages.js';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/layout/page-meta';
import { FlyerSpecs } from '../features/marketing/components/flyer-specs';
import { PublicFlyer } from '../features/marketing/components/public-flyer';

/** /marketing-flyer (docs/product.md#marketing-flyer): the flyer with live figures, its download, sizes and guidelines. */
export function MarketingFlyerPage() {
  return (
    <>
      <PageMeta title={m.landing_flyer_title()} description={m.landing_flyer_meta_description()} />
      <PageHeader title={m.landing_flyer_title()} subtitle={m.landing_flyer_subtitle()} />
      <div className="mx-auto grid max-w-7xl min-w-0 grid-cols-1 gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <PublicFlyer />
        <FlyerSpecs />
      </div>
    </>
  );
}
