import { Suspense } from 'react';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/layout/page-meta';
import { LoadingState } from '../components/ui/loading-state';
import { AccessGate } from '../features/auth/components/access-gate';
import { lazyComponent, preloadComponents } from '../lib/lazy-component';
import { m } from '../../shared/i18n/paraglide/messages.js';

// The converter and the editor (and the zod schemas they check with) are chunks of their own, fetched once the gate
// knows a member is here; a visitor never downloads them (docs/decisions/054-member-pages-start-small.md).
const ConverterFlow = lazyComponent(() => import('../features/documents/components/converter-flow').then((module) => module.ConverterFlow));
const ProfileEditor = lazyComponent(() => import('../features/profile/components/profile-editor').then((module) => module.ProfileEditor));

function Converter() {
  // The editor shows once a CV is read: fetched now, it is there by then and nothing flashes.
  preloadComponents(ConverterFlow, ProfileEditor);
  return <ConverterFlow editor={ProfileEditor} />;
}

/**
 * /resume-converter (docs/product.md#resume-converter): the introduction is for everyone, the converter for
 * members, because every call behind it is members-only. The same converter is the /ai-tools tab.
 */
export function ResumeConverterPage() {
  return (
    <>
      <PageMeta title={m.documents_converter_page_title()} description={m.documents_converter_page_description()} />
      <PageHeader title={m.documents_converter_page_title()} subtitle={m.documents_converter_page_subtitle()} />
      <AccessGate>
        <Suspense fallback={<LoadingState label={m.documents_converter_loading()} />}>
          <Converter />
        </Suspense>
      </AccessGate>
    </>
  );
}
