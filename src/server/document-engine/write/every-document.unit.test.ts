import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESUME_TEMPLATES, type ParsedResume, type UserProfile } from '../../../shared/schemas/documents';
import { parseResume } from '../parse/parse-resume';
import { refereeLinesOf, sanityProblems, type SanityContext } from '../score/sanity';
import { convertResume } from './convert-resume';
import { generateCoverLetter } from './generate-cover-letter';
import { generatePersonalStatement } from './generate-personal-statement';
import { generateResume } from './generate-resume';
import { namedLanguages } from './parsed-facts';
import postings from './fixtures/postings.json';

/**
 * Every document of every Kenyan CV fixture passes the sanity rules (docs/quality-score.md#sanity): parse →
 * the five templates, the generated resume (from the saved profile and from free text), the cover letter
 * and both personal statements, each for a realistic posting of the CV's occupation (fixtures/postings.json;
 * one is posted under its NOC group title on purpose). It runs on whatever the parser gives, so it stays
 * meaningful while the parser changes: the rule that judges the parse itself (a job without a title or an
 * employer) is the quality score's business, not the writer's, and a name the parser did not find cannot be
 * written (the name rule is checked only when there is one).
 */

const DIR = join(__dirname, '../parse/fixtures/kenyan-cvs');
const FIXTURES = readdirSync(DIR)
  .filter((file) => file.endsWith('.txt'))
  .map((file) => file.replace(/\.txt$/, ''));
const JOBS = postings as Record<string, { title: string; company: string; description: string }>;

/** The parse as a member's free text: one role per paragraph, one school per line. */
function asFreeText(parsed: ParsedResume): Pick<UserProfile, 'experience' | 'education'> {
  return {
    experience: parsed.workExperience
      .map((job) =>
        [[job.position, job.company, job.duration].filter(Boolean).join(', '), ...job.achievements.map((text) => `- ${text}`)].join('\n'),
      )
      .join('\n\n'),
    education: parsed.education.map((school) => [school.degree, school.institution, school.year].filter(Boolean).join(', ')).join('\n'),
  };
}

describe('every generated document of every Kenyan CV fixture', () => {
  it('has a posting for each fixture (24 tuned on or held out, 12 fresh)', () => {
    expect(FIXTURES).toHaveLength(36);
    for (const name of FIXTURES) expect(JOBS[name], name).toBeDefined();
  });

  it.each(FIXTURES)('%s: every document passes the sanity rules', (name) => {
    const text = readFileSync(join(DIR, `${name}.txt`), 'utf8');
    const job = JOBS[name]!;
    const parsed = parseResume(text);
    const info = parsed.personalInfo;
    const context: SanityContext = {
      languagesGiven: [...namedLanguages(parsed.languages), ...parsed.skills],
      refereeLines: refereeLinesOf(text),
    };
    const base = {
      firstName: info.firstName,
      lastName: info.lastName,
      email: info.email,
      phone: info.phone,
      location: info.location,
      skills: parsed.skills,
    };
    const documents: Record<string, string> = {
      ...Object.fromEntries(RESUME_TEMPLATES.map((template) => [`convert:${template}`, convertResume(parsed, template, job)])),
      'resume:saved profile': generateResume({ ...base, masterCv: parsed }, job),
      'resume:free text': generateResume({ ...base, ...asFreeText(parsed) }, job),
      'cover letter': generateCoverLetter({ ...base, masterCv: parsed }, job, new Date('2026-11-26T12:00:00Z')),
      'cover letter:free text': generateCoverLetter({ ...base, ...asFreeText(parsed) }, job, new Date('2026-11-26T12:00:00Z')),
      'statement:immigration': generatePersonalStatement({ ...base, masterCv: parsed }, 'immigration', job.title),
      'statement:employer': generatePersonalStatement({ ...base, masterCv: parsed }, 'employer', job.title),
    };
    const hasName = Boolean(info.firstName || info.lastName);
    const failures = Object.entries(documents).flatMap(([kind, document]) =>
      sanityProblems(document, context)
        .filter((problem) => hasName || problem.rule !== 'noName')
        .map((problem) => `${kind}: ${problem.rule}: ${problem.message}`),
    );
    expect(failures).toEqual([]);
  });
});
