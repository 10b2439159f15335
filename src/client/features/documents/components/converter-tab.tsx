import { ArrowRightLeft, ScanText, Wand2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { DOCUMENT_MESSAGES } from '../../../../shared/messages';
import { DOCUMENT_LIMITS } from '../../../../shared/schemas/documents';
import { Notice } from '../../../components/ui/notice';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useResumeConverter, type ResumeConverter } from '../converter/use-resume-converter';
import type { DocumentOutput } from '../document-output';
import { ActionButton } from './generate-button';
import { ParsedResumeSummary } from './parsed-resume-view';
import { QualityScoreView } from './quality-score-view';
import { ResumeFileInput } from './resume-file-input';
import { TemplateSelect, templateLabel } from './template-select';

/**
 * The converter's input, one for the /ai-tools tab and step 1 of /resume-converter: an optional upload (PDF,
 * Word or .txt) that fills the resume box, the resume text (required), the optional target job, the template,
 * and the Parse and Parse & Convert buttons (`parseLabel` names the first; `children` adds the page's own).
 * The target job's labels avoid "Job title" and "Job description": those name the writing tabs' fields,
 * which stay mounted beside this one on /ai-tools.
 */
export function ConverterInput({
  converter,
  parseLabel,
  children,
}: {
  converter: ResumeConverter;
  parseLabel: string;
  children?: ReactNode;
}) {
  const uploadId = useId();
  const { targetJob, setTargetJob, errors, pending, busy } = converter;
  return (
    <div className="grid gap-4">
      <ResumeFileInput
        id={uploadId}
        accept={['pdf', 'txt', 'docx']}
        disabled={converter.busy}
        onText={(text) => converter.setResumeText(text)}
      />
      <TextAreaField
        label="Resume text"
        value={converter.resumeText}
        onChange={(event) => converter.setResumeText(event.target.value)}
        maxLength={DOCUMENT_LIMITS.resumeText}
        counter
        rows={12}
        spellCheck={false}
        placeholder="Paste your CV here: contact details, work experience, education, skills…"
        hint="Your date of birth, ID number, marital status and similar details are read but left out of the Canadian resume."
        error={errors.resumeText}
      />
      <fieldset className="grid gap-4 rounded-lg border border-gray-200 p-3 sm:p-4">
        <legend className="px-1 text-sm font-semibold text-gray-900">
          Target job <span className="font-normal text-gray-600">(optional)</span>
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Target position"
            value={targetJob.title}
            onChange={(event) => setTargetJob({ title: event.target.value })}
            maxLength={DOCUMENT_LIMITS.shortText}
            placeholder="e.g. Personal Support Worker"
            hint="Needed when you give a company or a posting."
            error={errors.targetTitle}
          />
          <TextField
            label="Company"
            value={targetJob.company}
            onChange={(event) => setTargetJob({ company: event.target.value })}
            maxLength={DOCUMENT_LIMITS.shortText}
          />
        </div>
        <TextAreaField
          label="Job posting"
          value={targetJob.description}
          onChange={(event) => setTargetJob({ description: event.target.value })}
          maxLength={DOCUMENT_LIMITS.longText}
          rows={4}
          hint="Paste the posting: the quality report checks your resume for its main words."
        />
      </fieldset>
      <TemplateSelect value={converter.template} onChange={converter.setTemplate} />
      <div className="flex flex-wrap gap-2">
        <ActionButton
          variant="outline"
          pending={pending.parse}
          disabled={busy}
          icon={ScanText}
          pendingLabel="Parsing…"
          onClick={converter.parse}
        >
          {parseLabel}
        </ActionButton>
        <ActionButton
          pending={pending.parseAndConvert}
          disabled={busy}
          icon={Wand2}
          pendingLabel="Processing…"
          onClick={converter.parseAndConvert}
        >
          Parse & Convert
        </ActionButton>
        {children}
      </div>
    </div>
  );
}

/** 'Convert to Canadian Format': the parsed resume into the chosen template (the tab, and step 2 of the page). */
export function ConvertButton({ converter, variant }: { converter: ResumeConverter; variant?: 'accent' }) {
  return (
    <ActionButton
      variant={variant}
      pending={converter.pending.convert}
      disabled={converter.busy}
      icon={ArrowRightLeft}
      pendingLabel="Converting…"
      onClick={converter.convert}
    >
      Convert to Canadian Format
    </ActionButton>
  );
}

/** The notices the engine sent with the parse and the conversion (its model's answer could not be used). */
export function ConverterNotices({ converter }: { converter: ResumeConverter }) {
  const notices = [converter.parsedNotice, converter.converted?.notice].filter((notice): notice is string => Boolean(notice));
  return (
    <>
      {[...new Set(notices)].map((notice) => (
        <Notice key={notice} tone="warning">
          {notice}
        </Notice>
      ))}
    </>
  );
}

/**
 * The Resume Converter tab of /ai-tools (docs/product.md#ai-tools). A converted resume goes to the page's
 * 'Generated Document' panel through `onResult`; the tab keeps the parsed preview and the quality report.
 */
export function ConverterTab({ onResult }: { onResult: (output: DocumentOutput) => void }) {
  const converter = useResumeConverter({
    onConverted: (converted) =>
      onResult({
        content: converted.content,
        title: DOCUMENT_MESSAGES.convertedResumeTitle(converted.template),
        kind: 'converted_resume',
        documentId: converted.documentId,
        template: converted.template,
        notice: converted.notice,
        createdAt: new Date().toISOString(),
      }),
  });
  const { parsedData, converted, qualityScore } = converter;

  return (
    <div className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <ConverterInput converter={converter} parseLabel="Parse Only">
        {parsedData && !converted && <ConvertButton converter={converter} variant="accent" />}
      </ConverterInput>
      <ConverterNotices converter={converter} />
      {parsedData && <ParsedResumeSummary data={parsedData} />}
      {converted && (
        <p role="status" className="text-sm text-gray-700">
          Converted with the {templateLabel(converted.template)} template: it is in the Generated Document panel.
        </p>
      )}
      {qualityScore && <QualityScoreView score={qualityScore} />}
    </div>
  );
}
