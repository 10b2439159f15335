import { DOCUMENT_MESSAGES as M } from '../../../shared/messages';
import {
  DOCUMENTS_LISTED,
  DOCUMENTS_SAVED_MAX,
  fitParsedResume,
  RESUME_TEMPLATES,
  type ConvertResumeRequest,
  type DocumentDetail,
  type DocumentKind,
  type DocumentSummary,
  type GenerateCoverLetterRequest,
  type GeneratePersonalStatementRequest,
  type GenerateResumeRequest,
  type ParseAndConvertRequest,
  type ParsedResume,
  type ParseResumeRequest,
  type QualityScore,
  type ResumeTemplate,
  type ResumeTemplatesRequest,
} from '../../../shared/schemas/documents';
import { DOCUMENT_ERROR_CODES } from '../../../shared/error-codes';
import { DocumentEngineError, type EngineAnswer, type EngineFailure, type EngineKind } from '../../integrations/ai/document-engine';
import { AppError } from '../../lib/app-error';
import { waitForMemberLock } from '../../db/advisory-locks';
import type { Executor } from '../../db/client';
import type { Deps } from '../../lib/deps';
import * as repo from './repo';
import { ecaAdvice, refereeLinesOf } from '../../document-engine';

/**
 * The documents API (docs/product.md#documents): every document is written by deps.documents (the
 * built-in engine, or an OpenAI-compatible model with the built-in engine as its fallback) and the
 * generated ones are saved for the member who asked.
 */

/** A provider that cannot answer at all: the status and code the member gets, with the engine's safe message. */
const ENGINE_FAILURES: Record<EngineFailure, { status: number; code: string }> = {
  authentication: { status: 502, code: DOCUMENT_ERROR_CODES.aiProviderAuth },
  timeout: { status: 504, code: DOCUMENT_ERROR_CODES.aiProviderTimeout },
  'rate-limited': { status: 503, code: DOCUMENT_ERROR_CODES.aiProviderBusy },
  unavailable: { status: 503, code: DOCUMENT_ERROR_CODES.aiProviderUnavailable },
};

async function ask<T>(call: () => Promise<EngineAnswer<T>>): Promise<EngineAnswer<T>> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DocumentEngineError) {
      const failure = ENGINE_FAILURES[error.failure];
      throw new AppError(failure.status, failure.code, error.message);
    }
    throw error;
  }
}

/** The name of whoever actually wrote the answer: the engine's fallback writer when it stepped in for the model. */
const writerName = (deps: Deps, writtenBy: EngineKind) =>
  writtenBy === deps.documents.kind ? deps.documents.writerName : deps.documents.fallbackWriterName;

/** The notices of several answers, each said once. */
const noticeOf = (...answers: EngineAnswer<unknown>[]) => {
  const notices = [...new Set(answers.map((answer) => answer.fallbackNotice).filter((notice): notice is string => Boolean(notice)))];
  return notices.length > 0 ? notices.join(' ') : undefined;
};

export interface GeneratedDocument {
  content: string;
  writtenBy: EngineKind;
  writerName: string;
  notice?: string;
  documentId: string;
}

async function save(
  deps: Deps,
  userId: string,
  document: { kind: DocumentKind; title: string; content: string; template?: ResumeTemplate; writtenBy: EngineKind },
) {
  // Counted under the member's lock, so parallel generations cannot all find room for one more.
  return deps.db.transaction(async (tx) => {
    await waitForMemberLock(tx, 'memberWrites', userId);
    await ensureRoom(tx, userId);
    return repo.insertDocument(tx, {
      userId,
      kind: document.kind,
      title: document.title,
      content: document.content,
      template: document.template ?? null,
      writtenBy: document.writtenBy,
      createdAt: deps.now(),
    });
  });
}

/**
 * At most DOCUMENTS_SAVED_MAX saved documents per member (docs/product.md#documents): checked before the
 * engine is asked (no work for a document that cannot be kept) and again under the lock when saving.
 */
async function ensureRoom(db: Executor, userId: string) {
  if ((await repo.countDocuments(db, userId)) >= DOCUMENTS_SAVED_MAX)
    throw new AppError(409, DOCUMENT_ERROR_CODES.limitReached, M.limitReached);
}

async function saveGenerated(
  deps: Deps,
  userId: string,
  kind: DocumentKind,
  title: string,
  answer: EngineAnswer<string>,
): Promise<GeneratedDocument> {
  const documentId = await save(deps, userId, { kind, title, content: answer.value, writtenBy: answer.writtenBy });
  return {
    content: answer.value,
    writtenBy: answer.writtenBy,
    writerName: writerName(deps, answer.writtenBy),
    notice: noticeOf(answer),
    documentId,
  };
}

/** Beside a resume with education: the ECA advice, which Canadian documents never carry inside (docs/product.md#documents). */
const adviceFor = (hasEducation: boolean) => (hasEducation ? { advice: [ecaAdvice()] } : {});

export async function generateResume(deps: Deps, userId: string, input: GenerateResumeRequest) {
  await ensureRoom(deps.db, userId);
  const answer = await ask(() => deps.documents.resume(input.userProfile, { title: input.jobTitle, description: input.jobDescription }));
  const profile = input.userProfile;
  const hasEducation = profile.masterCv ? profile.masterCv.education.length > 0 : Boolean(profile.education?.trim());
  return { ...(await saveGenerated(deps, userId, 'resume', M.resumeTitle(input.jobTitle), answer)), ...adviceFor(hasEducation) };
}

export async function generateCoverLetter(deps: Deps, userId: string, input: GenerateCoverLetterRequest) {
  await ensureRoom(deps.db, userId);
  const answer = await ask(() =>
    deps.documents.coverLetter(input.userProfile, { title: input.jobTitle, company: input.company, description: input.jobDescription }),
  );
  return saveGenerated(deps, userId, 'cover_letter', M.coverLetterTitle(input.company), answer);
}

export async function generatePersonalStatement(deps: Deps, userId: string, input: GeneratePersonalStatementRequest) {
  await ensureRoom(deps.db, userId);
  const answer = await ask(() => deps.documents.personalStatement(input.userProfile, input.purpose, input.targetRole));
  return saveGenerated(deps, userId, 'personal_statement', M.personalStatementTitle(input.purpose), answer);
}

/**
 * Parses a pasted CV; nothing is saved (the member converts it next). The result is fitted to the bounds a
 * request carrying it must meet, so sending it back to convert-resume never fails on them.
 */
export async function parseResume(deps: Deps, input: ParseResumeRequest): Promise<{ parsedData: ParsedResume; notice?: string }> {
  const answer = await ask(() => deps.documents.parseResume(input.resumeText));
  return { parsedData: fitParsedResume(answer.value), notice: noticeOf(answer) };
}

export async function convertResume(deps: Deps, userId: string, input: ConvertResumeRequest) {
  await ensureRoom(deps.db, userId);
  const answer = await ask(() => deps.documents.convertResume(input.parsedData, input.template, input.targetJob));
  const documentId = await save(deps, userId, {
    kind: 'converted_resume',
    title: M.convertedResumeTitle(input.template),
    content: answer.value,
    template: input.template,
    writtenBy: answer.writtenBy,
  });
  // The report reads the resume just produced (docs/quality-score.md); the posting, when one is given, for its keywords.
  const qualityScore = deps.documents.score({
    parsed: input.parsedData,
    converted: answer.value,
    ...(input.targetJob?.description ? { jobDescription: input.targetJob.description } : {}),
  });
  return {
    convertedResume: answer.value,
    qualityScore,
    documentId,
    notice: noticeOf(answer),
    ...adviceFor(input.parsedData.education.length > 0),
  };
}

/** The same resume in each template, to compare; nothing is saved. */
export async function resumeInAllTemplates(deps: Deps, input: ResumeTemplatesRequest): Promise<Record<ResumeTemplate, string>> {
  const answers = await Promise.all(
    RESUME_TEMPLATES.map((template) => ask(() => deps.documents.convertResume(input.parsedData, template, input.targetJob))),
  );
  return Object.fromEntries(RESUME_TEMPLATES.map((template, i) => [template, answers[i]!.value])) as Record<ResumeTemplate, string>;
}

/** Parse, convert and (unless turned off) score in one call; the converted resume is saved. */
export async function parseAndConvert(deps: Deps, userId: string, input: ParseAndConvertRequest) {
  await ensureRoom(deps.db, userId);
  const parsed = await ask(() => deps.documents.parseResume(input.resumeText));
  // The same fitted result parse-resume answers, so converting it again later gives this document.
  const parsedData = fitParsedResume(parsed.value);
  const converted = await ask(() => deps.documents.convertResume(parsedData, input.template, input.targetJob));
  const jobDescription = input.jobDescription ?? input.targetJob?.description;
  const qualityScore: QualityScore | undefined = input.qualityCheck
    ? deps.documents.score({
        parsed: parsedData,
        converted: converted.value,
        refereeLines: refereeLinesOf(input.resumeText),
        ...(jobDescription ? { jobDescription } : {}),
      })
    : undefined;
  const documentId = await save(deps, userId, {
    kind: 'converted_resume',
    title: M.convertedResumeTitle(input.template),
    content: converted.value,
    template: input.template,
    writtenBy: converted.writtenBy,
  });
  return {
    parsedData,
    convertedResume: converted.value,
    qualityScore,
    documentId,
    notice: noticeOf(parsed, converted),
    ...adviceFor(parsedData.education.length > 0),
  };
}

export async function listDocuments(deps: Deps, userId: string): Promise<DocumentSummary[]> {
  const rows = await repo.listDocuments(deps.db, userId, DOCUMENTS_LISTED);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

const notFound = () => new AppError(404, DOCUMENT_ERROR_CODES.documentNotFound, M.notFound);

export async function getDocument(deps: Deps, userId: string, id: string): Promise<DocumentDetail> {
  const row = await repo.findDocument(deps.db, userId, id);
  if (!row) throw notFound();
  return toDocumentDetail(row);
}

export async function deleteDocument(deps: Deps, userId: string, id: string) {
  if (!(await repo.deleteDocument(deps.db, userId, id))) throw notFound();
}

/** Every document of the member, content included, oldest first: their share of the data export (docs/product.md#account-page). */
export async function exportDocuments(deps: Deps, userId: string): Promise<DocumentDetail[]> {
  const rows = await repo.listDocumentsWithContent(deps.db, userId);
  return rows.map(toDocumentDetail);
}

/** A stored document as the API sends it, alone or in the export. */
function toDocumentDetail(row: NonNullable<Awaited<ReturnType<typeof repo.findDocument>>>): DocumentDetail {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    template: row.template,
    writtenBy: row.writtenBy,
    createdAt: row.createdAt.toISOString(),
    content: row.content,
  };
}

/** Deletes every document of the member; pass the transaction that deletes the account (docs/product.md#account-page). */
export async function deleteDocumentsOf(tx: Executor, userId: string) {
  await repo.deleteDocumentsOf(tx, userId);
}

/** True when every id is one of the member's saved documents (an application's history attaches them). */
export async function areOwnDocuments(db: Executor, userId: string, ids: readonly string[]): Promise<boolean> {
  const wanted = [...new Set(ids)];
  return (await repo.ownDocumentIds(db, userId, wanted)).length === wanted.length;
}
