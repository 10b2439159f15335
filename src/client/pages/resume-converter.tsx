import { PageMeta } from '../components/layout/page-meta';
import { Copy, Download, LayoutTemplate, RotateCcw } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useId, useRef, type ReactNode } from 'react';
import { DOCUMENT_UI_MESSAGES } from '../../shared/messages';
import { RESUME_TEMPLATE_DESCRIPTIONS, RESUME_TEMPLATES, type ResumeTemplate } from '../../shared/schemas/documents';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { Notice } from '../components/ui/notice';
import { toast } from '../components/ui/toast-store';
import { AccessGate } from '../features/auth/components/access-gate';
import { ConvertButton, ConverterInput } from '../features/documents/components/converter-tab';
import { DocumentView } from '../features/documents/components/document-view';
import { ActionButton } from '../features/documents/components/generate-button';
import { ParsedResumeView } from '../features/documents/components/parsed-resume-view';
import { QualityScoreView } from '../features/documents/components/quality-score-view';
import { TemplateSelect, templateLabel } from '../features/documents/components/template-select';
import { resumeFileName } from '../features/documents/converter/resume-file-name';
import { downloadText } from '../features/documents/export/load-exporters';
import { useResumeConverter, type ConverterStep } from '../features/documents/converter/use-resume-converter';

const STEPS: readonly { value: ConverterStep; number: number; label: string }[] = [
  { value: 'input', number: 1, label: 'Input Resume' },
  { value: 'parsed', number: 2, label: 'Parsed Data' },
  { value: 'converted', number: 3, label: 'Converted Resume' },
  { value: 'templates', number: 4, label: 'All Templates' },
];

/**
 * /resume-converter (docs/product.md#resume-converter): the introduction is for everyone, the four steps
 * for members, because every call behind them is members-only.
 */
export function ResumeConverterPage() {
  return (
    <>
      <PageMeta
        title="Resume Converter"
        description="Convert your existing resume to Canadian format with one of five templates, and see what to improve."
      />
      <PageHeader
        title="Resume Converter"
        subtitle="Paste your resume, review what was read from it, and convert it to Canadian format with one of five templates."
      />
      <AccessGate>
        <ConverterSteps />
      </AccessGate>
    </>
  );
}

function ConverterSteps() {
  const baseId = useId();
  const titleId = (step: ConverterStep) => `${baseId}-${step}-title`;
  /** The step a success moved to: its heading takes the focus once its panel is on screen, so keyboard and screen-reader users follow. */
  const focusRequest = useRef<ConverterStep | null>(null);
  const converter = useResumeConverter({
    onAdvance: (step) => {
      focusRequest.current = step;
    },
  });
  const focusWhenRequested = (step: ConverterStep) => (node: HTMLHeadingElement | null) => {
    if (node && focusRequest.current === step) {
      focusRequest.current = null;
      node.focus();
    }
  };
  const { parsedData, converted, allTemplates, pending, busy } = converter;

  const stepTitle = (step: ConverterStep, text: string, aside?: ReactNode) => (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2
        id={titleId(step)}
        ref={focusWhenRequested(step)}
        tabIndex={-1}
        className="text-xl font-semibold text-gray-900 focus:outline-none"
      >
        {text}
      </h2>
      {aside}
    </div>
  );

  return (
    <Tabs.Root
      value={converter.step}
      onValueChange={(value) => converter.setStep(value as ConverterStep)}
      className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6"
    >
      {/* Two rows of two on a phone, one row from sm up: every step stays visible without scrolling sideways. */}
      <Tabs.List aria-label="Resume conversion steps" className="grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-1 sm:grid-cols-4">
        {STEPS.map(({ value, number, label }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            disabled={!converter.isStepAvailable(value)}
            className="group flex min-h-11 items-center gap-2 rounded-md px-2 text-left text-sm font-medium text-gray-700 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:text-gray-700 data-[state=active]:bg-white data-[state=active]:text-red-700 data-[state=active]:shadow-sm sm:px-3"
          >
            <span className="grid size-6 shrink-0 place-items-center rounded-full bg-gray-200 text-xs font-bold text-gray-700 group-data-[state=active]:bg-red-600 group-data-[state=active]:text-white">
              {number}
            </span>{' '}
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>

      <Tabs.Content value="input" className={panelClass}>
        {stepTitle('input', 'Your resume')}
        <p className="text-sm text-gray-700">
          Upload your resume (PDF, Word or .txt) or paste its text, then parse it to check what was read, or parse and convert in one go.
        </p>
        <ConverterInput converter={converter} parseLabel="Parse Resume">
          {(converter.resumeText || parsedData) && (
            <Button variant="ghost" onClick={converter.reset}>
              <RotateCcw aria-hidden="true" className="size-4" /> Start Over
            </Button>
          )}
        </ConverterInput>
      </Tabs.Content>

      <Tabs.Content value="parsed" className={panelClass}>
        {parsedData && (
          <>
            {stepTitle('parsed', 'Parsed data')}
            <p className="text-sm text-gray-700">
              Check what was read from your resume. If something is wrong, correct the text in step 1 and parse again.
            </p>
            {converter.parsedNotice && <Notice tone="warning">{converter.parsedNotice}</Notice>}
            <ParsedResumeView data={parsedData} />
            <div className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4">
              <TemplateSelect value={converter.template} onChange={converter.setTemplate} label="Template for the conversion" />
              <div className="flex flex-wrap gap-2">
                <ConvertButton converter={converter} />
                <ActionButton
                  variant="outline"
                  pending={pending.templates}
                  disabled={busy}
                  icon={LayoutTemplate}
                  pendingLabel="Generating templates…"
                  onClick={converter.generateAll}
                >
                  Generate All Templates
                </ActionButton>
              </div>
            </div>
          </>
        )}
      </Tabs.Content>

      <Tabs.Content value="converted" className={panelClass}>
        {converted && (
          <>
            {stepTitle(
              'converted',
              'Converted resume',
              <ResultActions content={converted.content} template={converted.template} describedBy={titleId('converted')} />,
            )}
            <p className="text-sm text-gray-700">
              <span className="font-medium text-gray-900">{templateLabel(converted.template)} template</span> —{' '}
              {RESUME_TEMPLATE_DESCRIPTIONS[converted.template]}. Saved in your documents.
            </p>
            {converted.notice && <Notice tone="warning">{converted.notice}</Notice>}
            <ResumePreview content={converted.content} label={`Converted resume, ${templateLabel(converted.template)} template`} />
            {converted.qualityScore && <QualityScoreView score={converted.qualityScore} />}
          </>
        )}
      </Tabs.Content>

      <Tabs.Content value="templates" className={panelClass}>
        {allTemplates && (
          <>
            {stepTitle('templates', 'All templates')}
            <p className="text-sm text-gray-700">
              Your resume in each of the five templates. These are not saved: copy or download the ones you want.
            </p>
            <ul className="grid gap-6">
              {RESUME_TEMPLATES.map((template) => (
                <TemplateResult key={template} template={template} content={allTemplates[template]} />
              ))}
            </ul>
          </>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}

const panelClass = 'grid min-w-0 gap-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600';

function TemplateResult({ template, content }: { template: ResumeTemplate; content: string }) {
  const headingId = useId();
  return (
    <li className="grid min-w-0 gap-3 rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-base font-semibold text-gray-900">
            {templateLabel(template)}
          </h3>
          <p className="text-sm text-gray-600">{RESUME_TEMPLATE_DESCRIPTIONS[template]}</p>
        </div>
        <ResultActions content={content} template={template} describedBy={headingId} />
      </div>
      <ResumePreview content={content} label={`${templateLabel(template)} template`} />
    </li>
  );
}

/** The document itself; it scrolls on its own, so it can take the keyboard focus to be scrolled with the arrow keys. */
function ResumePreview({ content, label }: { content: string; label: string }) {
  return (
    <article
      aria-label={label}
      tabIndex={0}
      className="max-h-[70vh] min-w-0 overflow-y-auto rounded-lg border border-gray-100 bg-gray-50 p-4 break-words focus-visible:outline-2 focus-visible:outline-blue-600 sm:p-6"
    >
      <DocumentView content={content} />
    </article>
  );
}

async function copyText(content: string) {
  try {
    // navigator.clipboard is missing outside secure contexts: that throws here too and says 'Copy Failed'.
    await navigator.clipboard.writeText(content);
    toast({ ...DOCUMENT_UI_MESSAGES.copied, variant: 'success' });
  } catch {
    toast({ ...DOCUMENT_UI_MESSAGES.copyFailed, variant: 'destructive' });
  }
}

/** Copy and Download (resume-{template}.txt); `describedBy` names the template for buttons repeated per template. */
function ResultActions({ content, template, describedBy }: { content: string; template: ResumeTemplate; describedBy: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" aria-describedby={describedBy} onClick={() => void copyText(content)}>
        <Copy aria-hidden="true" className="size-4" /> Copy
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-describedby={describedBy}
        onClick={() => downloadText(content, resumeFileName(template), resumeFileName(template))}
      >
        <Download aria-hidden="true" className="size-4" /> Download
      </Button>
    </div>
  );
}
