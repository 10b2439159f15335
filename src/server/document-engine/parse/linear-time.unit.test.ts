import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsedResumeSchema } from '../../../shared/schemas/documents';
import { ADVERSARIAL_SHAPES, expectLinear, type Shape } from '../../../shared/test-support/linear-time';
import { unfoldColumns } from './columns';
import { findEmail, findLinkedIn, findPhones } from './contact';
import { parseResume } from './parse-resume';
import { placeFromAddress, stripPostalBox } from './places';
import { collapseWhitespace } from '../common/text';
import { MAX_INPUT_CHARS, MAX_LINE_CHARS, collapseKeepingGaps, isRuleLine, splitFields, splitOutsideBrackets } from './line-text';

/**
 * The parser reads what members paste: it must take time in proportion to the text, and never throw. Its
 * input is cut at 50,000 characters and each line at 2,000, so a 1 MiB paste costs what the first 50,000
 * characters cost; the shapes below are also cut into lines of the longest length a line may have, so
 * that a pattern that backtracks within a line would show.
 */

// No database here: a `.unit.test.ts` file runs once, in the PGlite project (vitest.config.ts).

const repeat = (unit: string) => (length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** The same shape cut into lines as long as a line may be. */
function inLines(shape: Shape): Shape {
  return (length) => {
    const text = shape(Math.min(length, MAX_INPUT_CHARS + MAX_LINE_CHARS));
    const lines: string[] = [];
    for (let start = 0; start < text.length; start += MAX_LINE_CHARS - 1) lines.push(text.slice(start, start + MAX_LINE_CHARS - 1));
    return lines.join('\n');
  };
}

const PARSER_SHAPES: Record<string, Shape> = {
  "'2019 - ' × n": repeat('2019 - '),
  "'jan' × n + '2019'": (length) => `${'jan'.repeat(Math.floor((length - 4) / 3))}2019`,
  "'12/' × n": repeat('12/'),
  "'Mean Grade A ' × n": repeat('Mean Grade A '),
  "'312 marks ' × n": repeat('312 marks '),
  "'P.O. Box 1-' × n": repeat('P.O. Box 1-'),
  "'(' × n + ')'": (length) => `${'('.repeat(length - 1)})`,
  "', ' × n": repeat(', '),
  "' – ' × n": repeat(' – '),
  "'| ' × n": repeat('| '),
  "'English and ' × n": repeat('English and '),
  "'linkedin.com/' × n": repeat('linkedin.com/'),
  "'• ' × n": repeat('• '),
  "'1. ' × n": repeat('1. '),
  "'0712 ' × n": repeat('0712 '),
  "'+254 (0) ' × n": repeat('+254 (0) '),
  "'photo ' × n": repeat('photo '),
  "'Nairobi, ' × n": repeat('Nairobi, '),
  "'Tribe:' × n": repeat('Tribe:'),
  "'Ltd ' × n": repeat('Ltd '),
  "': ' × n": repeat(': '),
};

const ALL_SHAPES: Record<string, Shape> = { ...ADVERSARIAL_SHAPES, ...PARSER_SHAPES };
const IN_LINES: Record<string, Shape> = Object.fromEntries(
  Object.entries(ALL_SHAPES).map(([name, shape]) => [`${name}, in lines`, inLines(shape)]),
);

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const fixtureText = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.txt'))
  .map((file) => readFileSync(`${FIXTURES}${file}`, 'utf8'))
  .join('\n\n');

/** Text shaped like CVs, repeated up to and past the cap. */
const CV_SHAPES: Record<string, Shape> = {
  'the fixtures, repeated': repeat(`${fixtureText}\n\n`),
  'achievement bullets': repeat('• Provided direct nursing care to an average of 12 patients per shift\n'),
  'one-line jobs': repeat('Registered Nurse – Kenyatta National Hospital, Nairobi (Jan 2019 – To date)\n'),
  'jobs in three lines': repeat('Senior Driver\nBidco Africa Ltd, Thika\n2016 – to date\n* Drove a 10-tonne truck\n\n'),
  'education lines': repeat('2006 – 2009: Kenya Certificate of Secondary Education (KCSE) – Mean Grade B, Moi Girls High School\n'),
  'skills lists': repeat('Defensive driving; basic vehicle maintenance; route planning, customer care | welding • cooking\n'),
  'language lines': repeat('Languages: English – Fluent, Kiswahili (Native), Dholuo and Kikuyu\n'),
  'personal details': repeat('Date of Birth: 14th March 1991\nID No. 28456173\nMarital Status: Married\n[Photo]\n'),
  'headings in pairs (two columns)': repeat('EXPERIENCE\nSKILLS\nElectrician\nWiring\nMar 2018 – Present\n• Installed meters\n'),
  'headings only': repeat('PROFILE\nWORK EXPERIENCE\nEDUCATION\nSKILLS\nLANGUAGES\nREFEREES\nPERSONAL DETAILS\n'),
  'contact lines': repeat(
    'Tel: 0722 418 306 / +254-733-456-789 | grace.mwangi@gmail.com | linkedin.com/in/grace | P.O. Box 4521-00200, Nairobi\n',
  ),
  'header-like lines': repeat('GRACE WANJIKU MWANGI\nCook | Kisumu, Kenya\n'),
  'columns side by side': repeat('SKILLS                 WORK EXPERIENCE\nWelding                Welder, Bidco Ltd, Thika\n\n'),
  'rules under headings': repeat('EDUCATION\n=========\n- - - - -\n'),
};

describe('built-in résumé parser, time against input length', () => {
  it('takes linear time on adversarial shapes', () => {
    expectLinear('parseResume', parseResume, { shapes: ALL_SHAPES });
  });

  it('takes linear time on adversarial shapes cut into the longest lines', () => {
    expectLinear('parseResume', parseResume, { shapes: IN_LINES });
  });

  it('takes linear time on CV-like text up to the 50,000-character cap', () => {
    // Every size is cut to the 50,000-character cap, so each figure is the parse of one full-size CV: 40–70 ms
    // for the densest shape (headings in pairs) on a busy two-core CI machine, which missed the default 50 ms
    // budget there. The ratio check still fails anything that grows faster than the input.
    expectLinear('parseResume', parseResume, { shapes: CV_SHAPES, budgetMs: 150 });
  });

  it('scans lines for contact details in linear time however long they are (not relying on the caps)', () => {
    // The contact scanners against the shared shapes, which are aimed at e-mail and phone patterns.
    for (const [name, scanner] of Object.entries({ findEmail, findLinkedIn, findPhones })) {
      expectLinear(name, scanner, { budgetMs: 250 });
    }
  });

  // The splitters and the address reader against runs of what they split on: one test each, since
  // together they read 240 inputs of up to 1 MiB and would crowd the time limit of one test on a busy machine.
  const splitterShapes: Record<string, Shape> = {
    "'x' + ' ' × n + 'x'": (length) => `x${' '.repeat(length - 2)}x`,
    "'.' × n": (length) => '.'.repeat(length),
    "', ' × n": repeat(', '),
    "' – ' × n": repeat(' – '),
    "'P.O. Box 1-' × n": repeat('P.O. Box 1-'),
    "'(' × n + ')'": (length) => `${'('.repeat(length - 1)})`,
    "'a\t' × n": repeat('a\t'),
    "'SKILLS' + gap + 'PROFILE' lines × n": repeat('SKILLS              PROFILE\nWelding             Welder at Bidco\n'),
    "'Welding' + gaps × n, one line": repeat('Welding             '),
    "'=' × n": (length) => '='.repeat(length),
  };
  const splitters = {
    collapseWhitespace,
    collapseKeepingGaps,
    isRuleLine,
    unfoldColumns: (text: string) => unfoldColumns(text.split('\n')),
    splitFields,
    splitOutsideBrackets: (text: string) => splitOutsideBrackets(text, ',;|'),
    stripPostalBox,
    placeFromAddress,
  };
  for (const [name, scanner] of Object.entries(splitters)) {
    it(`${name} splits lines or reads addresses in linear time however long they are`, () => {
      // 1,200 ms: splitFields took 478 ms for 1 MiB beside a full suite on two cores (load average 5); a
      // backtracking pattern would take minutes (linear-time.ts).
      expectLinear(name, scanner, { shapes: splitterShapes, budgetMs: 1_200 });
    });
  }
});

/** xorshift32: the same "random" strings on every run. */
function xorshift(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
}

const TOKENS = [
  'CURRICULUM VITAE',
  'RESUME',
  'Name:',
  'GRACE WANJIKU MWANGI',
  'Wanjĩrũ Njoroge-Ogutu',
  'PROFILE',
  'Career Objective:',
  'SKILLS',
  'Key Skills',
  'WORK EXPERIENCE',
  'Employment History:',
  'EDUCATION',
  'Academic Qualifications',
  'LANGUAGES',
  'REFEREES',
  'PERSONAL DETAILS',
  'Bio Data',
  'HOBBIES',
  'Date of Birth:',
  'ID No.',
  'Religion:',
  'Tribe:',
  'Sex:',
  'Married',
  '[Photo]',
  'Passport No:',
  'Jan 2019 – To date',
  '2016-2019',
  'March, 2020 to Present',
  '05/2018 – 08/2021',
  'Sept 2017',
  '2014',
  '(',
  ')',
  '+254 722 418 306',
  '0712 345 678',
  '(+254)',
  '+254-733-',
  'P.O. Box 4521-00200,',
  'Nairobi, Kenya',
  'Kisumu',
  'Location:',
  'grace@gmail.com',
  '@',
  '.',
  'linkedin.com/in/x',
  '•',
  '-',
  '*',
  '▪',
  '➢',
  '1.',
  '2)',
  '–',
  '—',
  '|',
  ',',
  ';',
  ':',
  '/',
  'KCSE – Mean Grade B',
  'KCPE',
  '312 marks',
  'CPA Part III',
  'Diploma in',
  'Certificate in',
  'University of Nairobi',
  'Ltd',
  'Registered Nurse',
  'Cook',
  'Hotel',
  'English – Fluent',
  'Kiswahili (Native)',
  'and',
  'Present',
  'to date',
  'Grade',
  '😀',
  '\ud800',
  '\udc00',
  'é',
  'ĩ',
  '\u200b',
  '\u00a0',
  '\t',
  '   ',
  'الْعَرَبِيَّة',
  '中文',
  '\u2028',
  '\r',
];

function randomCv(random: () => number): string {
  // Mostly CV-sized, some up to the cap.
  const length = random() < 0.8 ? Math.floor(random() * 5_000) : Math.floor(random() * MAX_INPUT_CHARS);
  const pieces: string[] = [];
  let size = 0;
  while (size < length) {
    const roll = random();
    const piece = roll < 0.15 ? '\n' : roll < 0.2 ? '\n\n' : roll < 0.3 ? ' ' : (TOKENS[Math.floor(random() * TOKENS.length)] ?? '');
    pieces.push(piece);
    size += piece.length;
  }
  return pieces.join('');
}

describe('built-in résumé parser on random CV-ish text', () => {
  it('never throws and always returns a valid ParsedResume (200 seeded strings)', () => {
    const random = xorshift(0x5eed_cafe);
    for (let run = 0; run < 200; run += 1) {
      const text = randomCv(random);
      let parsed: unknown;
      expect(() => {
        parsed = parseResume(text);
      }, `run ${run}`).not.toThrow();
      const result = parsedResumeSchema.safeParse(parsed);
      expect(result.success, `run ${run}: ${result.success ? '' : result.error.message}`).toBe(true);
      if (result.success) {
        expect(result.data.skills.length).toBeLessThanOrEqual(30);
        expect(new Set(result.data.excludedDetails).size).toBe(result.data.excludedDetails.length);
      }
    }
  });
});
