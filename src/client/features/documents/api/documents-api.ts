import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConvertResumeRequest,
  GenerateCoverLetterRequest,
  GeneratePersonalStatementRequest,
  GenerateResumeRequest,
  ParseAndConvertRequest,
  ParseResumeRequest,
  ResumeTemplatesRequest,
} from '../../../../shared/schemas/documents';
import { apiRequest } from '../../../lib/api-client';

/**
 * The member's document calls (docs/product.md#documents). Every write saves a document on the server,
 * so each mutation refreshes 'My documents'.
 */
export const DOCUMENTS_QUERY_ROOT = '/api/documents';

export const generateResume = (body: GenerateResumeRequest) => apiRequest('POST', '/api/ai/resume', { contract: 'document', body });
export const generateCoverLetter = (body: GenerateCoverLetterRequest) =>
  apiRequest('POST', '/api/ai/cover-letter', { contract: 'document', body });
export const generatePersonalStatement = (body: GeneratePersonalStatementRequest) =>
  apiRequest('POST', '/api/ai/personal-statement', { contract: 'document', body });
export const parseResume = (body: ParseResumeRequest) => apiRequest('POST', '/api/ai/parse-resume', { contract: 'parsedResume', body });
export const convertResume = (body: ConvertResumeRequest) =>
  apiRequest('POST', '/api/ai/convert-resume', { contract: 'convertedResume', body });
export const resumeInAllTemplates = (body: ResumeTemplatesRequest) =>
  apiRequest('POST', '/api/ai/resume-templates', { contract: 'resumeTemplates', body });
export const parseAndConvert = (body: ParseAndConvertRequest) =>
  apiRequest('POST', '/api/ai/parse-and-convert', { contract: 'parseAndConvert', body });

/** A mutation whose success adds a saved document, so the list is refetched. */
export function useDocumentMutation<TBody, TResult>(call: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DOCUMENTS_QUERY_ROOT] }),
  });
}

export function useDocuments(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [DOCUMENTS_QUERY_ROOT, 'list'] as const,
      queryFn: ({ signal }) => apiRequest('GET', DOCUMENTS_QUERY_ROOT, { contract: 'documentList', signal }),
      enabled,
    }),
  );
}

export function getDocument(id: string, signal?: AbortSignal) {
  return apiRequest('GET', `${DOCUMENTS_QUERY_ROOT}/${encodeURIComponent(id)}`, { contract: 'documentDetail', signal });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${DOCUMENTS_QUERY_ROOT}/${encodeURIComponent(id)}`, { contract: 'message' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DOCUMENTS_QUERY_ROOT] }),
  });
}
