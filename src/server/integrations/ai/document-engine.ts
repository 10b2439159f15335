import type {
  ParsedResume,
  PersonalStatementPurpose,
  QualityScore,
  ResumeTemplate,
  TargetJob,
  UserProfile,
} from '../../../shared/schemas/documents';

/**
 * What the documents feature needs from a writer. Two engines implement it: the built-in writer
 * (default: deterministic, offline, fast) and any OpenAI-compatible model when AI_API_KEY is set. The
 * built-in resume parser makes the first pass in both.
 */
export type EngineKind = 'builtin' | 'openai';

export interface EngineAnswer<T> {
  value: T;
  /** Who actually wrote it: a model's unusable answer is replaced by the built-in writer's. */
  writtenBy: EngineKind;
  /** Said to the member when the configured model's answer could not be used. */
  fallbackNotice?: string;
}

export type CoverLetterJob = TargetJob & { company: string; description: string };

/** What the quality report reads: the parsed CV, the resume made from it, and the target job's description. */
export interface ScoreInput {
  parsed: ParsedResume;
  converted: string;
  /** Without it the keyword check is skipped. */
  jobDescription?: string;
  /** The lines of the CV's REFEREES section: the sanity check makes sure none of their names or phones is printed. */
  refereeLines?: readonly string[];
}

export interface DocumentEngine {
  readonly kind: EngineKind;
  /** The name copy may use: "the built-in writer", or the configured model (e.g. "gpt-4o"). */
  readonly writerName: string;
  /** The name of the writer that steps in when this engine's answer cannot be used (the built-in writer). */
  readonly fallbackWriterName: string;
  resume(profile: UserProfile, job: TargetJob): Promise<EngineAnswer<string>>;
  coverLetter(profile: UserProfile, job: CoverLetterJob): Promise<EngineAnswer<string>>;
  personalStatement(profile: UserProfile, purpose: PersonalStatementPurpose, targetRole?: string): Promise<EngineAnswer<string>>;
  parseResume(text: string): Promise<EngineAnswer<ParsedResume>>;
  convertResume(parsed: ParsedResume, template: ResumeTemplate, job?: TargetJob): Promise<EngineAnswer<string>>;
  /** The quality report of a converted resume (docs/quality-score.md): always the built-in rules, never a model's opinion. */
  score(input: ScoreInput): QualityScore;
}

/** Why a model could not answer at all (a malformed answer is not an error: the built-in writer steps in). */
export type EngineFailure = 'authentication' | 'timeout' | 'rate-limited' | 'unavailable';

export class DocumentEngineError extends Error {
  override readonly name = 'DocumentEngineError';
  constructor(
    readonly failure: EngineFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
