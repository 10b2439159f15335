import { describe, it } from 'vitest';
import { ADVERSARIAL_SHAPES, expectLinear, type Shape } from '../../../shared/test-support/linear-time';
import { toAchievementBullet } from './action-verbs';
import { findDateSpan } from '../common/dates';
import { parseEducation, parseRoles } from './experience';
import { convertResume, generateCoverLetter, generatePersonalStatement, generateResume } from '../index';
import { genericSkillsAskedFor, rankSkills } from './keywords';
import { languageOfSkill, takeLanguageLines } from './languages-to-list';
import { isPersonalDetail, stripPersonalDetails } from './strip-personal-details';
import { formatInternationalPhone } from './phone';
import { cleanInline, splitSentences, toLines } from './member-text';
import { LPN_JOB, NURSE_PROFILE, WELDER_RESUME } from './test-fixtures';

/**
 * Everything a member types reaches the writer's patterns: each must take time proportional to the text,
 * fed adversarial strings of 64 KiB and 1 MiB (the shared shapes, plus ones aimed at the patterns here:
 * years and month names, Markdown markers, list openings, faith words, runs of separators).
 */

// No database here: a `.unit.test.ts` file runs once, in the PGlite project (vitest.config.ts).

const repeat = (unit: string) => (length: number) => unit.repeat(Math.floor(length / unit.length));
const WRITER_SHAPES: Record<string, Shape> = {
  ...ADVERSARIAL_SHAPES,
  "'2019 - ' × n": repeat('2019 - '),
  "'jan' × n + '2019'": (length) => `${'jan'.repeat(Math.floor((length - 4) / 3))}2019`,
  "'12/' × n": repeat('12/'),
  "'# ' × n + 'x'": (length) => `${'# '.repeat(Math.floor((length - 1) / 2))}x`,
  "'#' × n + 'x'": (length) => `${'#'.repeat(length - 1)}x`,
  "'- ' × n": repeat('- '),
  "'i was ' × n": repeat('i was '),
  "'Christian ' × n": repeat('Christian '),
  "'Christian' + ' C' × n": (length) => `Christian${' C'.repeat(Math.floor((length - 9) / 2))}`,
  "'a. B' × n": repeat('a. B'),
  "'| ' × n": repeat('| '),
  "'managing, and ' × n": repeat('managing, and '),
  "'(' × n + ')'": (length) => `${'('.repeat(length - 1)})`,
  "'x\\n' × n": repeat('x\n'),
  "'Tribe:\\n' × n": repeat('Tribe:\n'),
  "'aaaing' × n": repeat('aaaing '),
};

/**
 * The time 1 MiB may take: a helper scans the text a few times; a document runs every helper in turn. The
 * helper budget leaves room for a loaded two-core machine (over 300 ms was seen there); a
 * quadratic subject takes seconds at 64 KiB and minutes at 1 MiB, on any machine (see expectLinear).
 */
const BUDGET = { helper: 500, document: 2000 } as const;
const pick = (...names: string[]) => Object.fromEntries(names.map((name) => [name, WRITER_SHAPES[name]!]));
/** Long runs, many short words and lines: what costs a line-by-line, word-by-word reader most. */
const COMMON = [
  "'a@' + 'a.' × n + '@'",
  "'x' + ' ' × n + 'x'",
  "'a<' × n",
  "'1' × n + 'a'",
  'emoji × n + lone surrogate',
  "'x\\n' × n",
  "'managing, and ' × n",
];
const SHAPES = {
  text: pick(...COMMON, "'# ' × n + 'x'", "'#' × n + 'x'", "'- ' × n", "'a. B' × n"),
  details: pick(...COMMON, "'Christian ' × n", "'Christian' + ' C' × n", "'| ' × n", "'Tribe:\\n' × n", "'12/' × n"),
  dates: pick(...COMMON, "'2019 - ' × n", "'jan' × n + '2019'", "'12/' × n", "'(' × n + ')'"),
  verbs: pick(...COMMON, "'i was ' × n", "'aaaing' × n", "'- ' × n"),
  everything: WRITER_SHAPES,
};

describe('linear time on hostile input, built-in writer', () => {
  it.each([
    ['cleanInline and splitSentences', (value: string) => splitSentences(cleanInline(value)), SHAPES.text],
    ['formatInternationalPhone', (value: string) => formatInternationalPhone(value), pick(...COMMON, "'1' × n + 'a'", "'+(' × n + 'a'")],
    ['isPersonalDetail', (value: string) => isPersonalDetail(value), SHAPES.details],
    ['stripPersonalDetails', (value: string) => stripPersonalDetails(toLines(value)), SHAPES.details],
    ['findDateSpan', (value: string) => findDateSpan(value), SHAPES.dates],
    ['toAchievementBullet', (value: string) => toAchievementBullet(value, true), SHAPES.verbs],
    ['languages', (value: string) => [languageOfSkill(value), takeLanguageLines(toLines(value))], SHAPES.text],
    [
      'skill matching',
      (value: string) => [rankSkills([value, 'Wound care'], value), genericSkillsAskedFor(value, [value])],
      pick(...COMMON),
    ],
  ] as const)('%s', (label, subject, shapes) => expectLinear(label, subject, { shapes, budgetMs: BUDGET.helper }));

  // Free text is read up to WRITER_LIMITS: whole documents stay fast however much is sent.
  it.each([
    ['parseRoles and parseEducation', (value: string) => [parseRoles(toLines(value)), parseEducation(toLines(value))]],
    [
      'generateResume',
      (value: string) =>
        generateResume({ ...NURSE_PROFILE, experience: value, education: value, skills: [value], location: value }, LPN_JOB),
    ],
    [
      'generateCoverLetter',
      (value: string) => generateCoverLetter({ ...NURSE_PROFILE, experience: value }, { ...LPN_JOB, description: value }),
    ],
    [
      'generatePersonalStatement',
      (value: string) => generatePersonalStatement({ ...NURSE_PROFILE, experience: value }, 'immigration', value),
    ],
    [
      'convertResume',
      (value: string) =>
        convertResume(
          { ...WELDER_RESUME, workExperience: [{ position: value, company: value, location: '', duration: value, achievements: [value] }] },
          'creative',
          { title: 'Welder', description: value },
        ),
    ],
  ] as const)('%s', (label, subject) => expectLinear(label, subject, { shapes: SHAPES.everything, budgetMs: BUDGET.document }));
});
