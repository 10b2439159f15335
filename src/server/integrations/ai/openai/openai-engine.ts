import type { FastifyBaseLogger } from 'fastify';
import OpenAI, { APIConnectionTimeoutError, APIError, AuthenticationError, PermissionDeniedError, RateLimitError } from 'openai';
import { EXCLUDED_PERSONAL_DETAILS, parsedResumeSchema, type ParsedResume, type UserProfile } from '../../../../shared/schemas/documents';
import { sanityProblems, type SanityContext } from '../../../document-engine';
import { DocumentEngineError, type DocumentEngine, type EngineAnswer } from '../document-engine';
import { DOCUMENT_JSON_SCHEMA, PARSED_RESUME_JSON_SCHEMA, documentAnswerSchema, type JsonSchema } from './json-schemas';
import { DOCUMENT_ENGINE_MESSAGES } from '../../../../shared/messages';
import { convertResumePrompt, coverLetterPrompt, parseResumePrompt, personalStatementPrompt, resumePrompt, type Prompt } from './prompts';

/**
 * The document engine backed by any OpenAI-compatible chat completions API (AI_API_KEY, AI_BASE_URL,
 * AI_MODEL). Every answer is structured output checked against a schema. An answer that cannot be used (not
 * JSON, the wrong shape, empty, refused, cut off, or carrying a personal detail a Canadian resume never has)
 * is not an error: the built-in engine (`fallback`) writes the document instead and the member is told.
 * A provider that cannot answer at all (bad key, time limit, rate limit, outage) is a DocumentEngineError
 * whose message is safe to show: never the key, never the provider's own text (that stays in `cause`).
 */

export interface OpenAiEngineOptions {
  apiKey: string;
  /** An OpenAI-compatible endpoint, e.g. "https://api.openai.com/v1" (the default). */
  baseUrl?: string | undefined;
  model: string;
  /** The whole budget for one document, retries included. */
  timeoutMs?: number;
  /** The built-in engine: the parser's first pass, and the writer when the model's answer is unusable. */
  fallback: DocumentEngine;
  /** Told why a model answer was not used (never its text: it holds the member's data). */
  logger?: Pick<FastifyBaseLogger, 'warn'>;
}

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/** The model's answer could not be used; the fallback steps in. */
type Unusable = { usable: false; reason: string };
type Usable<T> = { usable: true; value: T };

export function createOpenAiEngine({ apiKey, baseUrl, model, timeoutMs = 60_000, fallback, logger }: OpenAiEngineOptions): DocumentEngine {
  const client = new OpenAI({
    apiKey,
    baseURL: baseUrl ?? DEFAULT_BASE_URL,
    timeout: timeoutMs,
    maxRetries: 1,
    // Only what the configuration says: the SDK would otherwise read OPENAI_* variables from the environment.
    organization: null,
    project: null,
    adminAPIKey: null,
    webhookSecret: null,
  });

  /** One structured-output completion, parsed as JSON; throws DocumentEngineError when the provider cannot answer. */
  async function complete(schemaName: string, schema: JsonSchema, prompt: Prompt): Promise<Usable<unknown> | Unusable> {
    // The SDK's own timeout is per attempt and its retry waits are not abortable: this deadline bounds the whole call.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    let completion: unknown;
    try {
      completion = await Promise.race([
        client.chat.completions.create(
          {
            model,
            messages: [
              { role: 'system', content: prompt.system },
              { role: 'user', content: prompt.user },
            ],
            response_format: { type: 'json_schema', json_schema: { name: schemaName, strict: true, schema } },
          },
          { signal: deadline.signal },
        ),
        new Promise<never>((_, reject) => {
          deadline.signal.addEventListener('abort', () => reject(new APIConnectionTimeoutError()), { once: true });
        }),
      ]);
    } catch (error) {
      throw toEngineError(error, deadline.signal.aborted, timeoutMs);
    } finally {
      clearTimeout(timer);
    }
    return readAnswer(completion);
  }

  function noteUnusable(operation: string, reason: string): void {
    logger?.warn({ model, operation, reason }, 'The AI model answer could not be used; the built-in engine answered instead');
  }

  async function writeDocument(
    schemaName: string,
    prompt: Prompt,
    builtin: () => Promise<EngineAnswer<string>>,
    sanity: SanityContext,
  ): Promise<EngineAnswer<string>> {
    const answer = await complete(schemaName, DOCUMENT_JSON_SCHEMA, prompt);
    const document = answer.usable ? readDocument(answer.value, sanity) : answer;
    if (document.usable) return { value: document.value, writtenBy: 'openai' };
    noteUnusable(schemaName, document.reason);
    const { value } = await builtin();
    return { value, writtenBy: 'builtin', fallbackNotice: DOCUMENT_ENGINE_MESSAGES.writerFallback };
  }

  return {
    kind: 'openai',
    writerName: model,
    fallbackWriterName: fallback.writerName,
    // The score is the built-in rules' (docs/quality-score.md): a model is not asked to grade its own work.
    score: (input) => fallback.score(input),

    resume: (profile, job) =>
      writeDocument('resume', resumePrompt(profile, job), () => fallback.resume(profile, job), profileSanity(profile)),

    coverLetter: (profile, job) =>
      writeDocument(
        'cover_letter',
        coverLetterPrompt(profile, job, letterDate(new Date())),
        () => fallback.coverLetter(profile, job),
        profileSanity(profile),
      ),

    personalStatement: (profile, purpose, targetRole) =>
      writeDocument(
        'personal_statement',
        personalStatementPrompt(profile, purpose, targetRole),
        () => fallback.personalStatement(profile, purpose, targetRole),
        profileSanity(profile),
      ),

    convertResume: (parsed, template, job) =>
      writeDocument(
        'converted_resume',
        convertResumePrompt(parsed, template, job),
        () => fallback.convertResume(parsed, template, job),
        resumeSanity(parsed),
      ),

    async parseResume(text) {
      const firstPass = (await fallback.parseResume(text)).value;
      const answer = await complete('parsed_resume', PARSED_RESUME_JSON_SCHEMA, parseResumePrompt(text, firstPass));
      const corrected = answer.usable ? readParsedResume(answer.value, firstPass) : answer;
      if (corrected.usable) return { value: corrected.value, writtenBy: 'openai' };
      noteUnusable('parsed_resume', corrected.reason);
      return { value: firstPass, writtenBy: 'builtin', fallbackNotice: DOCUMENT_ENGINE_MESSAGES.parserFallback };
    },
  };
}

/** The JSON in the first choice's message, or why there is none to use. */
function readAnswer(completion: unknown): Usable<unknown> | Unusable {
  const choices = (completion as { choices?: unknown } | null)?.choices;
  const choice = Array.isArray(choices) ? (choices[0] as { finish_reason?: unknown; message?: unknown } | undefined) : undefined;
  const message = choice?.message as { content?: unknown; refusal?: unknown } | undefined;
  if (!message) return { usable: false, reason: 'no choice in the completion' };
  if (typeof message.refusal === 'string' && message.refusal) return { usable: false, reason: 'the model refused' };
  // Cut off or filtered. (Some compatible servers leave finish_reason null on a complete answer: that one is judged by its content.)
  if (choice?.finish_reason === 'length' || choice?.finish_reason === 'content_filter') {
    return { usable: false, reason: `finish_reason ${choice.finish_reason}` };
  }
  if (typeof message.content !== 'string' || !message.content.trim()) return { usable: false, reason: 'empty content' };
  try {
    return { usable: true, value: JSON.parse(message.content) as unknown };
  } catch {
    return { usable: false, reason: 'content is not JSON' };
  }
}

/**
 * Lines a Canadian document never has: a personal-detail label ("Date of Birth:", "Marital Status -", ...) or
 * an image. The prompt forbids them; an answer that has one anyway is not used.
 */
const PERSONAL_DETAIL_LINE =
  /^[\s\-*•|]*(?:\*\*)?\s*(?:date of birth|d\.?o\.?b\.?|age|gender|sex|marital status|religion|tribe|ethnicity|national id(?:\s*(?:no\.?|number|card))?|id\s*(?:no\.?|number)|passport\s*(?:no\.?|number))(?:\s*\*\*)?\s*(?::|[-–]\s)/im;
const IMAGE = /!\[[^\]]*\]\(|<img\b/i;

/** What the sanity rules know of a profile: the languages the member gave (a saved profile's, or those among the skills). */
function profileSanity(profile: UserProfile): SanityContext {
  const saved = profile.masterCv?.languages.map(({ language }) => language) ?? [];
  const typed = [profile.skills.join(' '), profile.experience ?? '', profile.education ?? ''].join(' ');
  return { languagesGiven: [...saved, ...typed.split(/[^\p{L}]+/u)] };
}

function resumeSanity(parsed: ParsedResume): SanityContext {
  return { languagesGiven: [...parsed.languages.map(({ language }) => language), ...parsed.skills] };
}

/** The model's document, if it has the right shape, no personal detail and breaks no sanity rule (score/sanity.ts). */
function readDocument(value: unknown, sanity: SanityContext): Usable<string> | Unusable {
  const parsed = documentAnswerSchema.safeParse(value);
  if (!parsed.success) return { usable: false, reason: 'answer does not match the document schema' };
  const content = parsed.data.content.replace(/\r\n?/g, '\n').trim();
  if (!content) return { usable: false, reason: 'empty document' };
  if (PERSONAL_DETAIL_LINE.test(content) || IMAGE.test(content)) return { usable: false, reason: 'document carries a personal detail' };
  const problems = sanityProblems(content, sanity);
  if (problems.length > 0) return { usable: false, reason: `document breaks sanity rules: ${problems.map(({ rule }) => rule).join(', ')}` };
  return { usable: true, value: content };
}

function readParsedResume(value: unknown, firstPass: ParsedResume): Usable<ParsedResume> | Unusable {
  const parsed = parsedResumeSchema.safeParse(value);
  if (!parsed.success) return { usable: false, reason: 'answer does not match the parsed resume schema' };
  const { linkedin, ...personalInfo } = parsed.data.personalInfo;
  // Every detail either pass found is reported as left out.
  const found = new Set([...firstPass.excludedDetails, ...parsed.data.excludedDetails]);
  const { summary, licences, workExperience, education, ...rest } = parsed.data;
  const givenLicences = (licences ?? []).map((licence) => licence.trim()).filter(Boolean);
  return {
    usable: true,
    value: {
      ...rest,
      personalInfo: linkedin?.trim() ? { ...personalInfo, linkedin: linkedin.trim() } : personalInfo,
      // The answer schema requires the optional fields; an empty one means "none" and is dropped.
      workExperience: workExperience.map(({ start, end, ...role }) => ({ ...role, ...nonEmpty('start', start), ...nonEmpty('end', end) })),
      education: education.map(({ grade, ...school }) => ({ ...school, ...nonEmpty('grade', grade) })),
      ...nonEmpty('summary', summary),
      ...(givenLicences.length > 0 ? { licences: givenLicences } : {}),
      excludedDetails: EXCLUDED_PERSONAL_DETAILS.filter((detail) => found.has(detail)),
    },
  };
}

function nonEmpty<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value?.trim() ? ({ [key]: value.trim() } as Record<K, string>) : {};
}

/** A provider failure as the member may see it; the SDK's error (which may quote the provider) stays the cause. */
function toEngineError(error: unknown, deadlinePassed: boolean, timeoutMs: number): DocumentEngineError {
  const options = { cause: error };
  if (error instanceof AuthenticationError || error instanceof PermissionDeniedError) {
    return new DocumentEngineError('authentication', DOCUMENT_ENGINE_MESSAGES.authentication, options);
  }
  if (error instanceof RateLimitError) return new DocumentEngineError('rate-limited', DOCUMENT_ENGINE_MESSAGES.rateLimited, options);
  if (deadlinePassed || error instanceof APIConnectionTimeoutError) {
    return new DocumentEngineError('timeout', DOCUMENT_ENGINE_MESSAGES.timeout(timeoutMs / 1000), options);
  }
  if (error instanceof APIError && (error.status === 401 || error.status === 403)) {
    return new DocumentEngineError('authentication', DOCUMENT_ENGINE_MESSAGES.authentication, options);
  }
  if (error instanceof APIError && error.status === 429) {
    return new DocumentEngineError('rate-limited', DOCUMENT_ENGINE_MESSAGES.rateLimited, options);
  }
  return new DocumentEngineError('unavailable', DOCUMENT_ENGINE_MESSAGES.unavailable, options);
}

/** "May 4, 2025": the date line of a Canadian business letter. */
function letterDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}
