import { FolderOpen, LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DOCUMENT_UI_MESSAGES } from '../../../../shared/messages';
import type { DocumentSummary } from '../../../../shared/schemas/documents';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { toUserMessage } from '../../../lib/api-client';
import { useDeleteDocument } from '../api/delete-document';
import { getDocument, useDocuments } from '../api/get-documents';
import type { DocumentOutput } from '../document-output';
import { formatDate } from '../../../lib/format-date';
import { localized } from '../../../../shared/i18n/localized';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

const KIND_LABELS = localized<Record<DocumentSummary['kind'], () => string>>({
  resume: m.documents_kind_resume,
  cover_letter: m.documents_kind_cover_letter,
  personal_statement: m.documents_kind_personal_statement,
  converted_resume: m.documents_kind_converted_resume,
});

/** 'My documents': every document the member generated, newest first, to reopen or delete. */
export function MyDocuments({ onOpen }: { onOpen: (output: DocumentOutput) => void }) {
  const documents = useDocuments();
  const remove = useDeleteDocument();
  const [opening, setOpening] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const open = async (summary: DocumentSummary) => {
    setOpening(summary.id);
    try {
      const { document } = await getDocument(summary.id);
      onOpen({
        content: document.content,
        title: document.title,
        kind: document.kind,
        writerName: document.writtenBy === 'builtin' ? m.documents_writer_builtin() : undefined,
        documentId: document.id,
        template: document.template,
        createdAt: document.createdAt,
      });
    } catch (error) {
      toast({ title: m.documents_open_failed(), description: toUserMessage(error), variant: 'destructive' });
    } finally {
      setOpening(null);
    }
  };

  const confirmDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => toast({ ...DOCUMENT_UI_MESSAGES.documentDeleted }),
      onError: (error) => toast({ title: m.documents_delete_failed(), description: toUserMessage(error), variant: 'destructive' }),
      onSettled: () => setConfirming(null),
    });

  return (
    <section aria-labelledby="my-documents-title" className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="my-documents-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <FolderOpen aria-hidden="true" className="size-5 text-red-600" /> {m.documents_mine_title()}
      </h2>
      {documents.isPending ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-gray-600">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> {m.documents_mine_loading()}
        </p>
      ) : documents.isError ? (
        <p className="mt-3 text-sm text-red-700">
          {m.documents_mine_failed()} {toUserMessage(documents.error)}{' '}
          <button type="button" className="font-medium underline" onClick={() => void documents.refetch()}>
            {m.documents_try_again()}
          </button>
        </p>
      ) : documents.data.documents.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">{m.documents_mine_empty()}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {documents.data.documents.map((summary) => (
            <li key={summary.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-gray-900">{summary.title}</p>
                <p className="text-xs text-gray-600">
                  {KIND_LABELS[summary.kind]} · {formatDate(summary.createdAt)}
                  {' · '}
                  {summary.writtenBy === 'builtin' ? m.documents_writer_builtin() : m.documents_writer_ai()}
                </p>
              </div>
              <div className="flex gap-1">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={opening !== null}
                  onClick={() => void open(summary)}
                  aria-label={m.documents_open_named({ title: summary.title })}
                >
                  {opening === summary.id ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
                  {m.documents_open()}
                </Button>
                {confirming === summary.id ? (
                  <Button size="sm" variant="accent" disabled={remove.isPending} onClick={() => confirmDelete(summary.id)}>
                    {m.documents_confirm_delete()}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setConfirming(summary.id)}
                    aria-label={m.documents_delete_named({ title: summary.title })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
