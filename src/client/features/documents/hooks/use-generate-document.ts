import type { DocumentKind } from '../../../../shared/schemas/documents';
import { toast } from '../../../components/ui/toast-store';
import type { Answer } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { DOCUMENTS_QUERY_ROOT } from '../api/get-documents';
import { failureDescription, type DocumentOutput } from '../document-output';

/**
 * One writing tab's call: on success the document goes to the output panel; on failure the tab's own
 * title ('Error Generating Resume'…) with the server's message (docs/product.md#document-pages).
 */
export function useGenerateDocument<TBody>(options: {
  call: (body: TBody) => Promise<Answer<'document'>>;
  kind: DocumentKind;
  title: (body: TBody) => string;
  failure: { title: string; description: string };
  onResult: (output: DocumentOutput) => void;
}) {
  // Every generated document is saved: 'My documents' refreshes after each one.
  const mutation = useRefreshingMutation(options.call, DOCUMENTS_QUERY_ROOT, 'success');
  const generate = (body: TBody) =>
    mutation.mutate(body, {
      onSuccess: (answer) =>
        options.onResult({
          content: answer.content,
          title: options.title(body),
          kind: options.kind,
          writerName: answer.writerName,
          documentId: answer.documentId,
          notice: answer.notice,
          advice: answer.advice,
          createdAt: new Date().toISOString(),
        }),
      onError: (error) =>
        toast({
          title: options.failure.title,
          description: failureDescription(error, options.failure.description),
          variant: 'destructive',
        }),
    });
  return { generate, pending: mutation.isPending };
}
