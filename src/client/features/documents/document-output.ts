import type { DocumentKind, QualityScore } from '../../../shared/schemas/documents';
import { ApiError, toUserMessage } from '../../lib/api-client';

/** What the output panel shows: the latest document written, opened or loaded as the sample. */
export interface DocumentOutput {
  content: string;
  title: string;
  kind: DocumentKind | 'sample';
  /** Who wrote it: "the built-in writer" or the configured model's name. */
  writerName?: string;
  documentId?: string;
  template?: string | null;
  /** Said by the server when the configured model's answer could not be used. */
  notice?: string;
  /** Advice shown beside the document, never in it (the ECA advice for a resume with education). */
  advice?: string[] | undefined;
  /** The quality report of a converted resume, shown beside it (docs/quality-score.md). */
  qualityScore?: QualityScore | undefined;
  createdAt: string;
}

/** A job chosen on /jobs (Apply) that the tabs start from. */
export interface TargetJobPrefill {
  id: number;
  title: string;
  company: string;
  description: string;
}

/**
 * The description under a failed action's title. A document call's own message is the useful one (the
 * engine's "check the AI provider key", the rate limit, a validation text), so it wins over the generic
 * status text; a bare 500 keeps the generic text and the fallback names the action.
 */
export function failureDescription(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.status === 500 ? fallback : (error.serverMessage ?? toUserMessage(error));
  return toUserMessage(error) || fallback;
}
