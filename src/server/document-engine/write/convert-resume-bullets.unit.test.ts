import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESUME_TEMPLATES } from '../../../shared/schemas/documents';
import { convertToAllTemplates } from '../index';
import { RICH_RESUME, RICH_RESUME_BULLETS } from './rich-resume.fixture';
import { WELDER_JOB } from './test-fixtures';

// No database here: a `.unit.test.ts` file runs once, in the PGlite project (vitest.config.ts).

/** How many times `part` occurs in `text`. */
const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('every template keeps every bullet (docs/product.md#resume-templates)', () => {
  const plain = convertToAllTemplates(RICH_RESUME);
  const targeted = convertToAllTemplates(RICH_RESUME, { ...WELDER_JOB, title: 'Registered Nurse', description: 'Wound care, triage.' });

  it.each(RESUME_TEMPLATES)('%s prints each of the twelve bullets, with or without a target job', (template) => {
    expect(RICH_RESUME_BULLETS).toHaveLength(12);
    for (const text of [plain[template], targeted[template]]) {
      for (const bullet of RICH_RESUME_BULLETS) expect(text, bullet).toContain(bullet);
    }
    expect(plain[template]).toContain('Mentored 12 nurses through their first year on the surgical ward');
  });

  it.each(['executive', 'technical'] as const)(
    '%s prints a highlighted bullet once, under its highlights, not again under its role',
    (template) => {
      const text = plain[template];
      // Each bullet appears as a bullet line exactly once (the highlights add the employer after it).
      for (const bullet of RICH_RESUME_BULLETS) expect(occurrences(text, `- ${bullet}`), bullet).toBe(1);
    },
  );
});

describe('the rich resume in the five templates, as the client tests read it', () => {
  // The Word and PDF tests (src/client/features/documents/export/template-files.test.ts) may not import the
  // engine, so they read its output from this file. Run with WRITE_TEMPLATE_FIXTURE=1 to rewrite it.
  const file = new URL('../../../client/features/documents/export/fixtures/rich-resume-templates.json', import.meta.url);
  const expected = `${JSON.stringify({ name: 'Wanjĩrũ Njoroge Kamau', bullets: RICH_RESUME_BULLETS, templates: convertToAllTemplates(RICH_RESUME) }, null, 2)}\n`;

  it('is what the engine writes today', () => {
    if (process.env.WRITE_TEMPLATE_FIXTURE) writeFileSync(file, expected);
    expect(readFileSync(file, 'utf8')).toBe(expected);
  });
});
