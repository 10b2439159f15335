import { describe, expect, it } from 'vitest';
import {
  FIELD_KINDS,
  overall,
  ratio,
  readKenyanCvFixtures,
  scoreParse,
  words,
  type KenyanCvExpectation,
  type ParsedForScoring,
} from './accuracy';

/**
 * The accuracy measure itself (accuracy.ts): a perfect parse scores 1, and every kind of damage the issue
 * measured (an invented entry, a missed field, a referee in the output) lowers it. Then the fixtures' own
 * soundness: half tuned, half held out (the fresh set apart), and no forbidden string among the expected fields.
 */

// No database here: a `.unit.test.ts` file runs once, in the PGlite project (vitest.config.ts).

const expected: KenyanCvExpectation = {
  split: 'tune',
  occupation: 'security supervisor',
  patterns: [],
  name: 'Joseph Lokwang Ekai',
  email: 'lokwang.ekai@gmail.com',
  phone: '0722 906 448',
  location: 'Lodwar',
  summary: 'Security supervisor with 10 years in guarding.',
  jobs: [
    {
      title: 'Security Supervisor',
      company: 'G4S Kenya Limited',
      location: 'Nairobi',
      start: 'Jan 2019',
      end: 'To date',
      bullets: ['Supervise 32 guards across 6 client sites', 'Prepare daily occurrence reports'],
    },
  ],
  education: [{ institution: 'Lodwar High School', credential: 'KCSE', years: '2008 – 2011', grade: 'D+ (plus)' }],
  licences: ['Driving licence class BCE'],
  languages: [
    { language: 'English', proficiency: 'Good' },
    { language: 'Turkana', proficiency: 'Native' },
  ],
  skills: ['Access control', 'CCTV monitoring'],
  forbidden: ['Peter Lemayan Sakuda', '0720 118 342', '27554019'],
};

/** What a perfect parser would return, written the way today's parser writes its fields. */
function perfect(): ParsedForScoring {
  return {
    personalInfo: {
      firstName: 'Joseph',
      lastName: 'Lokwang Ekai',
      email: 'lokwang.ekai@gmail.com',
      phone: '+254 722 906 448',
      location: 'Lodwar',
    },
    summary: 'Security supervisor with 10 years in guarding.',
    skills: ['Access control', 'CCTV monitoring'],
    languages: [
      { language: 'English', proficiency: 'Good' },
      { language: 'Turkana', proficiency: 'Native' },
    ],
    workExperience: [
      {
        position: 'Security Supervisor',
        company: 'G4S Kenya Limited',
        location: 'Nairobi',
        duration: 'January 2019 – Present',
        achievements: ['Supervise 32 guards across 6 client sites.', 'Prepare daily occurrence reports'],
      },
    ],
    education: [{ degree: 'KCSE – Mean Grade D+', institution: 'Lodwar High School', year: '2008-2011' }],
    licences: ['Class BCE'],
    excludedDetails: [],
  };
}

const accuracy = (got: ParsedForScoring) => ratio(overall(scoreParse(expected, got)));

describe('the accuracy measure with spurious entries counted', () => {
  it('scores a perfect parse 1, forgiving case, punctuation, phone and date forms', () => {
    const score = scoreParse(expected, perfect());
    expect(score.misses).toEqual([]);
    expect(accuracy(perfect())).toBe(1);
    // 5 contact + 7 job + 4 education + 2 skills + 4 language + 1 licence fields.
    expect(overall(score)).toEqual({ correct: 23, expected: 23, spurious: 0 });
  });

  it('lowers the figure for an invented job, and says which', () => {
    const got = perfect();
    got.workExperience.push({ position: 'with zero cash shortages in 2023', company: '', location: '', duration: '', achievements: [] });
    const score = scoreParse(expected, got);
    expect(overall(score)).toEqual({ correct: 23, expected: 23, spurious: 1 });
    expect(accuracy(got)).toBeCloseTo(23 / 24);
    expect(score.misses).toEqual(['jobs: spurious job "with zero cash shortages in 2023"']);
  });

  it('lowers the figure for invented education entries, skills, languages and licences', () => {
    const got = perfect();
    got.education.push({ degree: 'YEAR INSTITUTION QUALIFICATION', institution: '', year: '' });
    got.skills.push('Git');
    got.languages.push({ language: 'Kiambu', proficiency: '' });
    got.licences = [...(got.licences ?? []), 'Mr. Evans Wekesa'];
    const score = scoreParse(expected, got);
    for (const kind of ['education', 'skills', 'languages', 'licences'] as const) expect(score.byKind[kind].spurious, kind).toBe(1);
    expect(score.byKind.jobs.spurious).toBe(0);
    expect(accuracy(got)).toBeCloseTo(23 / 27);
  });

  it('lowers the figure for a missed field: a bullet, a title, the surname', () => {
    const got = perfect();
    got.workExperience[0]!.achievements.pop();
    expect(accuracy(got)).toBeCloseTo(22 / 23);
    got.workExperience[0]!.position = '';
    expect(accuracy(got)).toBeCloseTo(21 / 23);
    got.personalInfo.lastName = 'Lokwang';
    expect(accuracy(got)).toBeCloseTo(20 / 23);
    expect(scoreParse(expected, got).byKind.contact).toEqual({ correct: 4, expected: 5, spurious: 0 });
  });

  it('counts a referee or an ID number anywhere in the output as spurious, a phone by its digits', () => {
    const got = perfect();
    got.workExperience[0]!.achievements.push('Referee: Capt. (Rtd) PETER LEMAYAN SAKUDA');
    got.education[0]!.institution = 'Lodwar High School, tel +254 720 118 342';
    got.personalInfo.location = 'Lodwar (ID 27554019)';
    const score = scoreParse(expected, got);
    expect(score.leaks).toEqual(['Peter Lemayan Sakuda', '0720 118 342', '27554019']);
    expect(overall(score).spurious).toBe(3);
    expect(accuracy(got)).toBeLessThan(21 / 23);
  });

  it('is strict about content: a word more or less, a lost ĩ/ũ, another grade or year is a miss', () => {
    const wanjiku = { ...expected, name: 'Wanjikũ Njeri Kamau' };
    const got = perfect();
    got.personalInfo = { ...got.personalInfo, firstName: 'Wanjiku', lastName: 'Njeri Kamau' };
    expect(scoreParse(wanjiku, got).misses).toContain('contact: name: expected "Wanjikũ Njeri Kamau", got "Wanjiku Njeri Kamau"');
    got.personalInfo = { ...got.personalInfo, firstName: 'KAMAU,', lastName: 'Wanjikũ Njeri' };
    expect(scoreParse(wanjiku, got).byKind.contact.correct).toBe(5);

    const damaged = perfect();
    damaged.workExperience[0]!.company = 'G4S Kenya';
    damaged.education[0] = { degree: 'KCSE – Mean Grade D', institution: 'Lodwar High School', year: '2011' };
    damaged.skills = ['Access control systems', 'CCTV monitoring'];
    const score = scoreParse(expected, damaged);
    expect(score.misses).toEqual([
      'jobs: job 1 company: expected "G4S Kenya Limited", got "G4S Kenya"',
      'education: education 1 years: expected "2008 – 2011", got "2011"',
      'education: education 1 grade: expected "D+ (plus)", got "KCSE – Mean Grade D"',
      'skills: skill "Access control": expected "Access control", got ""',
      'skills: spurious skill "Access control systems"',
    ]);
  });

  it('reads a grade left inside the credential, and a grade field when the parser has one', () => {
    const got = perfect();
    got.education[0] = { degree: 'Lodwar High School KCSE (plus) – Mean Grade D+', institution: '', year: '2008 – 2011' };
    expect(scoreParse(expected, got).misses).toEqual([
      'education: education 1 institution: expected "Lodwar High School", got ""',
      'education: education 1 credential: expected "KCSE", got "Lodwar High School KCSE (plus) – Mean Grade D+"',
    ]);
    got.education[0] = { degree: 'KCSE', institution: 'Lodwar High School', year: '2008 – 2011', grade: 'D+' } as never;
    expect(scoreParse(expected, got).misses).toEqual([]);
  });

  it('normalises text to words and nothing else', () => {
    expect(words('  OTIENO,  Michael\tOnyango ')).toBe('otieno michael onyango');
    expect(words('Gĩkũyũ – Native')).toBe('gĩkũyũ native');
    expect(FIELD_KINDS).toEqual(['contact', 'jobs', 'education', 'skills', 'languages', 'licences']);
  });
});

describe('the Kenyan CV fixtures', () => {
  const fixtures = readKenyanCvFixtures();

  it('are at least 24 tuned on or held out, half each, and at least 12 fresh ones', () => {
    const count = (split: KenyanCvExpectation['split']) => fixtures.filter((fixture) => fixture.expected.split === split).length;
    expect(count('tune') + count('holdout')).toBeGreaterThanOrEqual(24);
    expect(count('tune')).toBe(count('holdout'));
    expect(count('fresh')).toBeGreaterThanOrEqual(12);
    expect(count('tune') + count('holdout') + count('fresh')).toBe(fixtures.length);
  });

  it('forbid only what their CV says, and never what they expect to be extracted', () => {
    for (const fixture of fixtures) {
      const { forbidden, patterns: _patterns, ...fields } = fixture.expected;
      const extracted = ` ${words(JSON.stringify(fields))} `;
      expect(forbidden.length, fixture.name).toBeGreaterThan(0);
      for (const item of forbidden) {
        expect(words(fixture.text), `${fixture.name}: ${item}`).toContain(words(item));
        expect(extracted, `${fixture.name}: ${item}`).not.toContain(` ${words(item)} `);
      }
    }
  });
});
