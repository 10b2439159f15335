import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { DOCUMENT_UI_MESSAGES } from '../../../../shared/messages';
import type { ParsedResume, QualityScore, ResumeTemplate, TargetJob } from '../../../../shared/schemas/documents';
import { toast } from '../../../components/ui/toast-store';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { convertResume, parseAndConvert, parseResume, resumeInAllTemplates } from '../api/document-calls';
import { DOCUMENTS_QUERY_ROOT } from '../api/get-documents';
import { failureDescription } from '../document-output';
import { checkRequired } from '../required-fields';

/**
 * The resume converter's state (docs/product.md#resume-converter and the converter tab of
 * docs/product.md#ai-tools): what the member typed, what each call answered, and which step is shown.
 *
 *   input ──parse──▶ parsed ──convert──▶ converted
 *     └──────parse & convert──────────────▶ converted (with the quality report)
 *                    parsed ──generate all──▶ templates
 *
 * A step can be shown only when its data exists, and each success moves to its step. Every result is made
 * from one resume text: changing the text clears them all, a new parse clears the conversions made from the
 * old parse, and an answer that arrives after the text changed is dropped, so nothing on screen mixes two CVs.
 */
export const CONVERTER_STEPS = ['input', 'parsed', 'converted', 'templates'] as const;
export type ConverterStep = (typeof CONVERTER_STEPS)[number];

/** The optional target job as typed: sent only with a title, as the API requires (docs/product.md#documents). */
export interface TargetJobFields {
  title: string;
  company: string;
  description: string;
}

export interface ConvertedResume {
  content: string;
  /** The template it was written in (the select may have changed since). */
  template: ResumeTemplate;
  documentId: string;
  /** Only after Parse & Convert. */
  qualityScore?: QualityScore;
  /** Said by the server when the configured model's answer could not be used. */
  notice?: string;
}

interface Results {
  parsedData: ParsedResume | null;
  /** The parse's notice (the built-in parser's result is shown). */
  parsedNotice?: string;
  converted: ConvertedResume | null;
  allTemplates: Record<ResumeTemplate, string> | null;
}

const NO_RESULTS: Results = { parsedData: null, converted: null, allTemplates: null };
const EMPTY_TARGET_JOB: TargetJobFields = { title: '', company: '', description: '' };
export const DEFAULT_TEMPLATE: ResumeTemplate = 'professional';

function toTargetJob(fields: TargetJobFields): TargetJob | undefined {
  const title = fields.title.trim();
  if (!title) return undefined;
  return { title, company: fields.company.trim() || undefined, description: fields.description.trim() || undefined };
}

/** A company or posting without the position's title cannot be sent: the API's target job starts with its title. */
const targetTitleMissing = (fields: TargetJobFields) => !fields.title.trim() && Boolean(fields.company.trim() || fields.description.trim());

const failed = (messages: { title: string; description: string }, error: unknown) =>
  toast({ title: messages.title, description: failureDescription(error, messages.description), variant: 'destructive' });

export interface ResumeConverterOptions {
  /** A converted resume arrived (Convert or Parse & Convert). */
  onConverted?: (converted: ConvertedResume) => void;
  /** A success moved the converter to `step` (the page moves focus there). */
  onAdvance?: (step: ConverterStep) => void;
}

export function useResumeConverter({ onConverted, onAdvance }: ResumeConverterOptions = {}) {
  const [resumeText, setText] = useState('');
  const [targetJob, setTargetJobFields] = useState<TargetJobFields>(EMPTY_TARGET_JOB);
  const [template, setTemplate] = useState<ResumeTemplate>(DEFAULT_TEMPLATE);
  const [results, setResults] = useState<Results>(NO_RESULTS);
  const [chosenStep, setChosenStep] = useState<ConverterStep>('input');
  /** Set by the first refused or sent action, so empty required fields say "Required" only after a try. */
  const [attempted, setAttempted] = useState(false);
  /** Bumped whenever the text changes or the converter resets: an answer to an older revision is stale. */
  const revision = useRef(0);

  // Parsing and the five templates save nothing, so they do not refresh the saved-documents list.
  const parseCall = useMutation({ mutationFn: parseResume });
  const templatesCall = useMutation({ mutationFn: resumeInAllTemplates });
  const convertCall = useRefreshingMutation(convertResume, DOCUMENTS_QUERY_ROOT, 'success');
  const parseAndConvertCall = useRefreshingMutation(parseAndConvert, DOCUMENTS_QUERY_ROOT, 'success');

  const pending = {
    parse: parseCall.isPending,
    convert: convertCall.isPending,
    templates: templatesCall.isPending,
    parseAndConvert: parseAndConvertCall.isPending,
  };
  const busy = pending.parse || pending.convert || pending.templates || pending.parseAndConvert;

  const isStepAvailable = (step: ConverterStep): boolean => {
    if (step === 'parsed') return results.parsedData !== null;
    if (step === 'converted') return results.converted !== null;
    if (step === 'templates') return results.allTemplates !== null;
    return true;
  };
  const step: ConverterStep = isStepAvailable(chosenStep) ? chosenStep : 'input';

  const setResumeText = (text: string) => {
    if (text === resumeText) return;
    revision.current += 1;
    setText(text);
    setResults(NO_RESULTS);
  };

  const setTargetJob = (patch: Partial<TargetJobFields>) => setTargetJobFields((current) => ({ ...current, ...patch }));

  const setStep = (next: ConverterStep) => {
    if (isStepAvailable(next)) setChosenStep(next);
  };

  const advance = (next: ConverterStep) => {
    setChosenStep(next);
    onAdvance?.(next);
  };

  /** The resume text (for the calls that read it) and a title for a target job that has other fields. */
  const checkInputs = (needsText: boolean): boolean => {
    setAttempted(true);
    return checkRequired([needsText ? resumeText : 'given', targetTitleMissing(targetJob) ? '' : 'given']);
  };

  /** Runs `work` only if no answer to an older text or a reset came in between. */
  const current = () => {
    const sent = revision.current;
    return (work: () => void) => {
      if (sent === revision.current) work();
    };
  };

  const parse = () => {
    if (busy || !checkInputs(true)) return;
    const ifCurrent = current();
    parseCall.mutate(
      { resumeText, targetJob: toTargetJob(targetJob) },
      {
        onSuccess: (answer) =>
          ifCurrent(() => {
            // A new parse replaces the data every conversion was made from.
            setResults({ parsedData: answer.parsedData, parsedNotice: answer.notice, converted: null, allTemplates: null });
            toast({ ...DOCUMENT_UI_MESSAGES.resumeParsed, variant: 'success' });
            advance('parsed');
          }),
        onError: (error) => ifCurrent(() => failed(DOCUMENT_UI_MESSAGES.parsingFailed, error)),
      },
    );
  };

  /** Converting needs a parsed resume: without one, the member is told what is missing. */
  const parsedOrWarn = () => {
    if (!results.parsedData) toast({ ...DOCUMENT_UI_MESSAGES.missingInformation, variant: 'destructive' });
    return results.parsedData;
  };

  const convert = () => {
    if (busy || !checkInputs(false)) return;
    const parsedData = parsedOrWarn();
    if (!parsedData) return;
    const ifCurrent = current();
    const chosen = template;
    convertCall.mutate(
      { parsedData, targetJob: toTargetJob(targetJob), template: chosen },
      {
        onSuccess: (answer) =>
          ifCurrent(() => {
            const converted: ConvertedResume = {
              content: answer.convertedResume,
              template: chosen,
              documentId: answer.documentId,
              notice: answer.notice,
            };
            setResults((previous) => ({ ...previous, converted }));
            toast({ ...DOCUMENT_UI_MESSAGES.resumeConverted, variant: 'success' });
            onConverted?.(converted);
            advance('converted');
          }),
        onError: (error) => ifCurrent(() => failed(DOCUMENT_UI_MESSAGES.conversionFailed, error)),
      },
    );
  };

  const generateAll = () => {
    if (busy || !checkInputs(false)) return;
    const parsedData = parsedOrWarn();
    if (!parsedData) return;
    const ifCurrent = current();
    templatesCall.mutate(
      { parsedData, targetJob: toTargetJob(targetJob) },
      {
        onSuccess: (answer) =>
          ifCurrent(() => {
            const allTemplates: Record<ResumeTemplate, string> = {
              professional: answer.professional,
              modern: answer.modern,
              executive: answer.executive,
              technical: answer.technical,
              creative: answer.creative,
            };
            setResults((previous) => ({ ...previous, allTemplates }));
            toast({ ...DOCUMENT_UI_MESSAGES.templatesGenerated, variant: 'success' });
            advance('templates');
          }),
        onError: (error) => ifCurrent(() => failed(DOCUMENT_UI_MESSAGES.templatesFailed, error)),
      },
    );
  };

  const runParseAndConvert = () => {
    if (busy || !checkInputs(true)) return;
    const ifCurrent = current();
    const chosen = template;
    parseAndConvertCall.mutate(
      // The keyword check reads the target job's description (docs/quality-score.md).
      { resumeText, targetJob: toTargetJob(targetJob), template: chosen, qualityCheck: true },
      {
        onSuccess: (answer) =>
          ifCurrent(() => {
            const converted: ConvertedResume = {
              content: answer.convertedResume,
              template: chosen,
              documentId: answer.documentId,
              qualityScore: answer.qualityScore,
              notice: answer.notice,
            };
            setResults({ parsedData: answer.parsedData, converted, allTemplates: null });
            toast({ ...DOCUMENT_UI_MESSAGES.resumeProcessed, variant: 'success' });
            onConverted?.(converted);
            advance('converted');
          }),
        onError: (error) => ifCurrent(() => failed(DOCUMENT_UI_MESSAGES.processingFailed, error)),
      },
    );
  };

  /** Starts over: empty inputs, no results, step 1. A call still under way is forgotten. */
  const reset = () => {
    revision.current += 1;
    for (const call of [parseCall, templatesCall, convertCall, parseAndConvertCall]) call.reset();
    setText('');
    setTargetJobFields(EMPTY_TARGET_JOB);
    setTemplate(DEFAULT_TEMPLATE);
    setResults(NO_RESULTS);
    setChosenStep('input');
    setAttempted(false);
  };

  return {
    resumeText,
    setResumeText,
    targetJob,
    setTargetJob,
    template,
    setTemplate,
    parsedData: results.parsedData,
    parsedNotice: results.parsedNotice,
    converted: results.converted,
    convertedResume: results.converted?.content ?? null,
    convertedTemplate: results.converted?.template ?? null,
    qualityScore: results.converted?.qualityScore ?? null,
    allTemplates: results.allTemplates,
    /** "Required" under the fields a refused action needed. */
    errors: {
      resumeText: attempted && !resumeText.trim() ? 'Required' : undefined,
      targetTitle: attempted && targetTitleMissing(targetJob) ? 'Required' : undefined,
    },
    step,
    setStep,
    isStepAvailable,
    pending,
    busy,
    parse,
    convert,
    generateAll,
    parseAndConvert: runParseAndConvert,
    reset,
  };
}

export type ResumeConverter = ReturnType<typeof useResumeConverter>;
