import { Copy, Download, Eraser, FileDown, FileText, FileType2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { DOCUMENT_UI_MESSAGES } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { toast } from '../../../components/ui/toast-store';
import { writerLabel } from '../../../lib/document-engine';
import type { DocumentOutput } from '../document-output';
import { downloadPdf, downloadText, downloadWord } from '../export/load-exporters';
import { SAMPLE_RESUME, SAMPLE_RESUME_TITLE } from '../sample-resume';
import { DocumentView } from './document-view';
import { ActionButton } from './generate-button';
import { QualityScoreView } from './quality-score-view';
import { formatDateTime } from '../../../lib/format-date';
import { formatCount } from '../../../lib/format-number';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

type PendingAction = 'word' | 'pdf' | 'copy' | null;

/** The two file downloads, built alike: each loads its exporter on demand and says so when it fails. */
const FILE_EXPORTS = [
  { kind: 'word', label: 'Word', icon: FileType2, save: downloadWord, failed: DOCUMENT_UI_MESSAGES.wordFailed },
  { kind: 'pdf', label: 'PDF', icon: FileDown, save: downloadPdf, failed: DOCUMENT_UI_MESSAGES.pdfFailed },
] as const;

/**
 * 'Generated Document' (docs/product.md#document-pages): the formatted document, the advice and (for a converted
 * resume) the quality report beside it, its files and, in development builds only, the debug block. Word and PDF writers load only when asked for (docs/decisions/016-document-files.md).
 */
export function OutputPanel({
  output,
  onOutput,
  onClear,
}: {
  output: DocumentOutput | null;
  onOutput: (output: DocumentOutput) => void;
  onClear: () => void;
}) {
  const [pending, setPending] = useState<PendingAction>(null);

  const requireContent = (): DocumentOutput | null => {
    if (output?.content.trim()) return output;
    toast({ ...DOCUMENT_UI_MESSAGES.noContent, variant: 'destructive' });
    return null;
  };

  const run = async (
    action: Exclude<PendingAction, null>,
    work: (current: DocumentOutput) => Promise<void>,
    failure: { title: string; description: string },
  ) => {
    const current = requireContent();
    if (!current) return;
    setPending(action);
    try {
      await work(current);
    } catch (error) {
      console.error(error);
      toast({ ...failure, variant: 'destructive' });
    } finally {
      setPending(null);
    }
  };

  const copy = () =>
    run(
      'copy',
      async (current) => {
        await navigator.clipboard.writeText(current.content);
        toast({ ...DOCUMENT_UI_MESSAGES.copied, variant: 'success' });
      },
      DOCUMENT_UI_MESSAGES.copyFailed,
    );

  const loadSample = () =>
    onOutput({ content: SAMPLE_RESUME, title: SAMPLE_RESUME_TITLE, kind: 'sample', createdAt: new Date().toISOString() });

  const clear = () => {
    onClear();
    toast({ ...DOCUMENT_UI_MESSAGES.cleared });
  };

  const busy = pending !== null;
  return (
    <section aria-labelledby="output-title" className="rounded-xl border border-gray-200 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-200 p-4">
        <h2 id="output-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <FileText aria-hidden="true" className="size-5 text-red-600" /> {m.documents_output_title()}
        </h2>
        <div className="flex flex-wrap gap-2">
          <ActionButton size="sm" variant="outline" pending={pending === 'copy'} disabled={busy || !output} icon={Copy} onClick={copy}>
            {m.documents_output_copy()}
          </ActionButton>
          <Button
            size="sm"
            variant="outline"
            disabled={busy || !output}
            onClick={() => {
              const current = requireContent();
              if (current) downloadText(current.content, current.title);
            }}
          >
            <Download aria-hidden="true" className="size-4" /> {m.documents_output_download()}
          </Button>
          {FILE_EXPORTS.map(({ kind, label, icon, save, failed }) => (
            <ActionButton
              key={kind}
              size="sm"
              variant="outline"
              pending={pending === kind}
              disabled={busy || !output}
              icon={icon}
              pendingLabel={`${label}…`}
              onClick={() => run(kind, (current) => save(current.content, current.title, current.template), failed)}
            >
              {label}
            </ActionButton>
          ))}
        </div>
      </div>

      <div className="p-4 sm:p-6">
        {output ? (
          <>
            <p className="mb-3 text-sm text-gray-600">
              <span className="font-medium text-gray-900">{output.title}</span>
              {output.writerName && <> · {m.documents_output_written_by({ writer: writerLabel(output.writerName) })}</>}
            </p>
            {output.notice && (
              <Notice tone="warning" className="mb-4">
                {output.notice}
              </Notice>
            )}
            {output.advice?.map((advice) => (
              <Notice key={advice} tone="info" className="mb-4">
                {advice}
              </Notice>
            ))}
            <article
              aria-label={output.title}
              className="max-h-[70vh] overflow-y-auto rounded-lg border border-gray-100 bg-gray-50 p-4 sm:p-6"
            >
              <DocumentView content={output.content} />
            </article>
            {output.qualityScore && (
              <div className="mt-4">
                <QualityScoreView score={output.qualityScore} />
              </div>
            )}
            {/* For the people who build Maple Bridge, never for members (docs/product.md#document-pages). */}
            {import.meta.env.DEV && <DebugInfo output={output} />}
          </>
        ) : (
          <div className="grid justify-items-center gap-3 py-10 text-center text-gray-600">
            <FileText aria-hidden="true" className="size-10 text-gray-300" />
            <p>{m.documents_output_empty()}</p>
            <p className="text-sm">{m.documents_output_empty_hint()}</p>
          </div>
        )}
        <div className="mt-4 flex flex-wrap gap-2 border-t border-gray-100 pt-4">
          <Button size="sm" variant="ghost" onClick={loadSample} disabled={busy}>
            <Sparkles aria-hidden="true" className="size-4" /> {m.documents_output_load_sample()}
          </Button>
          <Button size="sm" variant="ghost" onClick={clear} disabled={busy || !output}>
            <Eraser aria-hidden="true" className="size-4" /> {m.documents_output_clear()}
          </Button>
        </div>
      </div>
    </section>
  );
}

function DebugInfo({ output }: { output: DocumentOutput }) {
  const words = output.content.split(/\s+/).filter(Boolean).length;
  const rows: [string, string][] = [
    ['Kind', output.kind],
    ['Writer', output.writerName ?? '—'],
    ['Document id', output.documentId ?? 'not saved'],
    ['Template', output.template ?? '—'],
    ['Characters', formatCount(output.content.length)],
    ['Words', formatCount(words)],
    ['Lines', String(output.content.split('\n').length)],
    ['Created', formatDateTime(output.createdAt)],
  ];
  return (
    <details className="mt-4 rounded-md border border-gray-200 text-sm">
      {/* eslint-disable-next-line i18next/no-literal-string -- development builds only, for the people who build Maple Bridge: English, like the admin console */}
      <summary className="cursor-pointer px-3 py-2 font-medium text-gray-700">Debug information</summary>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 px-3 pb-3 text-gray-700">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
