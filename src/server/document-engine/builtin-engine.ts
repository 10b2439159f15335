import type { DocumentEngine, EngineAnswer } from '../integrations/ai/document-engine';
import { qualityReport } from './score/quality-report';
import { parseResume } from './parse/parse-resume';
import { convertResume } from './write/convert-resume';
import { generateCoverLetter } from './write/generate-cover-letter';
import { generatePersonalStatement } from './write/generate-personal-statement';
import { generateResume } from './write/generate-resume';

const BUILTIN_WRITER_NAME = 'the built-in writer';

const byBuiltin = <T>(value: T): Promise<EngineAnswer<T>> => Promise.resolve({ value, writtenBy: 'builtin' });

/**
 * The default engine: the built-in parser and writer, offline and deterministic. It is also the fallback
 * of the OpenAI-compatible engine when a model's answer cannot be used (docs/decisions/015-document-engines.md).
 */
export function createBuiltinEngine(options: { today?: () => Date } = {}): DocumentEngine {
  const today = options.today ?? (() => new Date());
  return {
    kind: 'builtin',
    writerName: BUILTIN_WRITER_NAME,
    // Nothing stands in for the built-in writer: it is its own fallback.
    fallbackWriterName: BUILTIN_WRITER_NAME,
    resume: (profile, job) => byBuiltin(generateResume(profile, job)),
    coverLetter: (profile, job) => byBuiltin(generateCoverLetter(profile, job, today())),
    personalStatement: (profile, purpose, targetRole) => byBuiltin(generatePersonalStatement(profile, purpose, targetRole)),
    parseResume: (text) => byBuiltin(parseResume(text)),
    convertResume: (parsed, template, job) => byBuiltin(convertResume(parsed, template, job)),
    score: (input) => qualityReport(input),
  };
}
