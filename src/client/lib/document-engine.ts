import { queryOptions, useQuery } from '@tanstack/react-query';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { apiRequest } from './api-client';

/**
 * Who writes the documents here (GET /api/ai/engine, public), shared by /ai-tools and the landing page:
 * copy names the configured model only when one is configured, never a model we do not use
 * (docs/product.md#document-pages).
 */
export function useDocumentEngine() {
  return useQuery(
    queryOptions({
      queryKey: ['/api/ai/engine'] as const,
      queryFn: ({ signal }) => apiRequest('GET', '/api/ai/engine', { contract: 'documentEngine', signal }),
      staleTime: Infinity,
    }),
  );
}

/** The server's name for the built-in writer (server/document-engine/builtin-engine.ts), in English. */
const BUILTIN_WRITER_NAME = 'the built-in writer';

/** A model's name as people write it ("gpt-4o" → "GPT-4o"); the built-in writer's in the page's language. */
export function writerLabel(writerName: string): string {
  if (writerName === BUILTIN_WRITER_NAME) return m.documents_writer_builtin();
  return writerName.replace(/^gpt-/i, 'GPT-');
}

/** "generated with GPT-4o", "written by our built-in writer", or a neutral phrase until the answer arrives. */
export function useWriterPhrase(): string {
  const engine = useDocumentEngine();
  if (!engine.data) return m.shell_writer_canadian_format();
  return engine.data.kind === 'openai'
    ? m.shell_writer_generated_with({ writer: writerLabel(engine.data.writerName) })
    : m.shell_writer_builtin();
}
