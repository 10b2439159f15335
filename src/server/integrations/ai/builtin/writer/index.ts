/**
 * The built-in document writer: deterministic, offline Canadian-format documents for when no AI provider
 * is configured. Output is markdown-like text (`# Name`, `## Section`, `- ` bullets, `**bold**`).
 */
export { convertResume, convertToAllTemplates } from './convert-resume';
export { generateCoverLetter } from './generate-cover-letter';
export { generatePersonalStatement } from './generate-personal-statement';
export { generateResume } from './generate-resume';
