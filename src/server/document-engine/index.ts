/**
 * The built-in document engine (README.md beside this file): Kenyan CVs in, Canadian-format documents out,
 * offline and deterministic. This file is its only door — code outside src/server/document-engine imports
 * nothing else from it (eslint/feature-boundaries.js holds that). The documents feature reaches it through
 * the DocumentEngine interface (createBuiltinEngine); the functions below are for the benchmark and for
 * features that need one piece of its reading, such as job-enhancement's keyword matching.
 */

/** The engine as the documents feature uses it, and the OpenAI engine's fallback. */
export { createBuiltinEngine } from './builtin-engine';

/** parse: a pasted CV, read into fields. */
export { parseResume } from './parse/parse-resume';

/** write: documents from the member's profile. */
export { generateCoverLetter } from './write/generate-cover-letter';
export { generatePersonalStatement } from './write/generate-personal-statement';
export { generateResume } from './write/generate-resume';

/** convert: a parsed CV in a Canadian template. */
export { convertResume, convertToAllTemplates } from './write/convert-resume';

/** score: the quality report of a converted resume (docs/quality-score.md). */
export { qualityReport, type QualityInput } from './score/quality-report';

/** sanity: the rules every document passes before a member sees it (docs/quality-score.md#sanity). */
export { refereeLinesOf, sanityProblems, type SanityContext, type SanityProblem } from './score/sanity';

/** advice: what is shown beside a document, never in it (the ECA advice). */
export { ecaAdvice } from './write/document-pieces';

/** match: the words a job description asks for, as the writer weighs them. */
export { genericSkillsAskedFor, stemsOf } from './write/keywords';
