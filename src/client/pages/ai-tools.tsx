import { PageMeta } from '../components/layout/page-meta';
import { Tabs } from 'radix-ui';
import { Suspense, useRef, useState } from 'react';
import { Link, useSearchParams } from '../lib/router';
import { PageHeader } from '../components/layout/page-header';
import { Notice } from '../components/ui/notice';
import { TabStrip } from '../components/ui/tab-strip';
import { AccessGate } from '../features/auth/components/access-gate';
import { AiToolsIntro } from '../features/documents/components/ai-tools-intro';
import { LoadingState } from '../components/ui/loading-state';
import { useProfileSeed } from '../lib/member-profile';
import { lazyComponent, preloadComponents } from '../lib/lazy-component';
import type { DocumentOutput, TargetJobPrefill } from '../features/documents/document-output';
import { parseJobId } from '../features/jobs/apply-job';
import { useWriterPhrase } from '../lib/document-engine';
import { useJob } from '../features/jobs/api/get-job';
import { RichText } from '../lib/rich-text';
import { m } from '../../shared/i18n/paraglide/messages.js';

// The tools' forms and editors (and the zod schemas they check with) are chunks of their own, fetched once the gate
// knows a member is here; a visitor never downloads them (docs/decisions/054-member-pages-start-small.md).
const ConverterFlow = lazyComponent(() => import('../features/documents/components/converter-flow').then((module) => module.ConverterFlow));
const ProfileEditor = lazyComponent(() => import('../features/profile/components/profile-editor').then((module) => module.ProfileEditor));
const OutputPanel = lazyComponent(() => import('../features/documents/components/output-panel').then((module) => module.OutputPanel));
const PersonalInfoFields = lazyComponent(() =>
  import('../features/documents/components/personal-info-fields').then((module) => module.PersonalInfoFields),
);
const MyDocuments = lazyComponent(() => import('../features/documents/components/my-documents').then((module) => module.MyDocuments));
const loadWritingTabs = () => import('../features/documents/components/writing-tabs');
const ResumeTab = lazyComponent(() => loadWritingTabs().then((module) => module.ResumeTab));
const CoverLetterTab = lazyComponent(() => loadWritingTabs().then((module) => module.CoverLetterTab));
const PersonalStatementTab = lazyComponent(() => loadWritingTabs().then((module) => module.PersonalStatementTab));

const TABS = [
  { value: 'resume', label: m.documents_tab_resume },
  { value: 'converter', label: m.documents_tab_converter },
  { value: 'cover-letter', label: m.documents_tab_cover_letter },
  { value: 'personal-statement', label: m.documents_tab_personal_statement },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** /ai-tools (docs/product.md#document-pages): the tools are for members; the introduction is for everyone. */
export function AiToolsPage() {
  const writer = useWriterPhrase();
  return (
    <>
      <PageMeta title={m.documents_page_title()} description={m.documents_page_description()} />
      <PageHeader title={m.documents_page_title()} subtitle={m.documents_page_subtitle({ writer })}>
        <AiToolsIntro />
      </PageHeader>
      <AccessGate>
        <Suspense fallback={<LoadingState label={m.documents_tools_loading()} />}>
          <DocumentTools />
        </Suspense>
      </AccessGate>
    </>
  );
}

const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

/**
 * The job chosen with Apply on /jobs (`jobId`), or the employer and occupation an employer page's cover letter
 * link names (`company`, `jobTitle`, docs/product.md#employer-pages), as the tabs' starting point.
 */
function useTargetJob(): { job?: TargetJobPrefill; loading: boolean; failed: boolean } {
  const [params] = useSearchParams();
  const jobId = parseJobId(params.get('jobId'));
  const query = useJob(jobId);
  const company = (params.get('company') ?? '').trim().slice(0, 200);
  const jobTitle = (params.get('jobTitle') ?? '').trim().slice(0, 200);
  if (jobId === null && (company || jobTitle))
    return { job: { id: 0, title: jobTitle, company, description: '' }, loading: false, failed: false };
  if (jobId === null) return { loading: false, failed: params.has('jobId') };
  if (query.isPending) return { loading: true, failed: false };
  if (query.isError) return { loading: false, failed: true };
  const { data } = query;
  const requirements = data.requirements.length > 0 ? `\n\nRequirements:\n${data.requirements.map((r) => `- ${r}`).join('\n')}` : '';
  return {
    job: { id: data.id, title: data.title, company: data.company, description: `${data.description}${requirements}`.trim() },
    loading: false,
    failed: false,
  };
}

const jobsLink = (words: string) => (
  <Link to="/jobs" className="font-medium underline">
    {words}
  </Link>
);

function DocumentTools() {
  preloadComponents(
    ConverterFlow,
    ProfileEditor,
    OutputPanel,
    PersonalInfoFields,
    MyDocuments,
    ResumeTab,
    CoverLetterTab,
    PersonalStatementTab,
  );
  useProfileSeed();
  const [params] = useSearchParams();
  const tabParam = params.get('tab');
  const [tab, setTab] = useState<TabValue>(isTab(tabParam) ? tabParam : 'resume');
  const [output, setOutput] = useState<DocumentOutput | null>(null);
  const [profileIncomplete, setProfileIncomplete] = useState(false);
  const outputRef = useRef<HTMLDivElement>(null);
  const target = useTargetJob();

  const show = (next: DocumentOutput) => {
    setOutput(next);
    // On a phone the panel is below the form: bring the result into view.
    requestAnimationFrame(() => outputRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };
  const tabProps = { onResult: show, onProfileChecked: (complete: boolean) => setProfileIncomplete(!complete), job: target.job };

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-2">
      <div className="grid min-w-0 grid-cols-1 content-start gap-6">
        {target.loading && (
          <p role="status" className="text-sm text-gray-600">
            {m.documents_target_loading()}
          </p>
        )}
        {target.job && (
          <Notice tone="info" title={m.documents_target_title({ title: target.job.title })}>
            <RichText text={m.documents_target_filled({ company: target.job.company })} tags={{ jobs: jobsLink }} />
          </Notice>
        )}
        {target.failed && (
          <Notice tone="warning" title={m.documents_target_not_found_title()}>
            <RichText text={m.documents_target_not_found()} tags={{ jobs: jobsLink }} />
          </Notice>
        )}
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TabValue)} className="min-w-0">
          <TabStrip label={m.documents_tabs_label()} tabs={TABS.map(({ value, label }) => ({ value, label: label() }))} />
          {/* Every tab stays mounted (forceMount, hidden when inactive) so switching tabs keeps what was typed;
              the key refills the forms when the chosen job arrives after the first render. */}
          <div key={target.job ? `${target.job.id}:${target.job.company}:${target.job.title}` : 'none'} className="mt-4 grid gap-4">
            {tab !== 'converter' && <PersonalInfoFields showErrors={profileIncomplete} />}
            <Tabs.Content value="resume" forceMount className="data-[state=inactive]:hidden">
              <ResumeTab {...tabProps} />
            </Tabs.Content>
            <Tabs.Content value="converter" forceMount className="data-[state=inactive]:hidden">
              <ConverterFlow editor={ProfileEditor} onResult={show} />
            </Tabs.Content>
            <Tabs.Content value="cover-letter" forceMount className="data-[state=inactive]:hidden">
              <CoverLetterTab {...tabProps} />
            </Tabs.Content>
            <Tabs.Content value="personal-statement" forceMount className="data-[state=inactive]:hidden">
              <PersonalStatementTab {...tabProps} />
            </Tabs.Content>
          </div>
        </Tabs.Root>
      </div>
      <div ref={outputRef} className="grid min-w-0 scroll-mt-20 grid-cols-1 content-start gap-6">
        <OutputPanel output={output} onOutput={show} onClear={() => setOutput(null)} />
        <MyDocuments onOpen={show} />
      </div>
    </div>
  );
}
