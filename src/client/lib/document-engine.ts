import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** A model's name as people write it ("gpt-4o" → "GPT-4o"); the built-in writer keeps its words. */
export function writerLabel(writerName: string): string {
  return writerName.replace(/^gpt-/i, 'GPT-');
}

/** "generated with GPT-4o", "written by our built-in writer", or a neutral phrase until the answer arrives. */
export function useWriterPhrase(): string {
  const engine = useDocumentEngine();
  if (!engine.data) return 'written in Canadian format';
  return engine.data.kind === 'openai' ? `generated with ${writerLabel(engine.data.writerName)}` : 'written by our built-in writer';
}
