import { describe, expect, it } from 'vitest';
import { looksLikeNocGroupTitle, refereeLinesOf, sanityProblems, withoutTableHeaders, type SanityContext, type SanityRule } from './sanity';

/** Each rule catches its bad pattern and passes the good one (docs/quality-score.md#sanity). */

const GOOD = [
  '# Kevin Njoroge',
  '',
  'Nairobi, Kenya | +254 729 605 381',
  '',
  '## Profile',
  '',
  'Chef de Partie with 7 years of experience.',
].join('\n');
const rulesOf = (document: string, context: SanityContext = {}) => sanityProblems(document, context).map(({ rule }) => rule);

describe('sanityProblems', () => {
  it('passes a sound document', () => {
    expect(rulesOf(GOOD)).toEqual([]);
  });

  const cases: Array<[SanityRule, string, string, SanityContext?]> = [
    ['noName', '# Resume\n\nText here.', '# Kevin Njoroge\n\nText here.'],
    ['tableHeader', `${GOOD}\n\n- YEAR INSTITUTION QUALIFICATION`, `${GOOD}\n\n- Diploma in Food Production, Kenya Utalii College`],
    ['tableHeader', `${GOOD}\n\n**PERIOD – EMPLOYER – POSITION HELD**`, `${GOOD}\n\n**Cook** | Medina Palms, Watamu`],
    [
      'asACompany',
      `${GOOD}\n\nAs a Tamarind Group, Mombasa with experience at Sous Chef, I am confident.`,
      `${GOOD}\n\nAs a Sous Chef at Tamarind Group, I ran the pastry section.`,
    ],
    [
      'nocTitleAsJobTitle',
      `${GOOD}\n\nI am applying for the Registered nurses and registered psychiatric nurses position.`,
      `${GOOD}\n\nI am applying for the Registered Nurse position.`,
    ],
    [
      'languageNotGiven',
      `${GOOD}\n\n## Languages\n\n- English\n- Kiswahili`,
      `${GOOD}\n\n## Languages\n\n- English (fluent)`,
      { languagesGiven: ['English'] },
    ],
    [
      'repeatedSentence',
      `${GOOD}\n\nI prepared meals for 200 guests daily. I prepared meals for 200 guests daily.`,
      `${GOOD}\n\nI prepared meals for 200 guests daily. I trained three commis chefs.`,
    ],
    [
      'kcpe',
      `${GOOD}\n\n## Education\n\n- KCPE, Ramba Primary School, 1996`,
      `${GOOD}\n\n## Education\n\n- Kenyan secondary school diploma (KCSE), Ramba Secondary School`,
    ],
    // Marks give it away anywhere; a teacher's result is work, not the member's own KCPE.
    ['kcpe', `${GOOD}\n\nKCPE (2007), 361 marks.`, `${GOOD}\n\n## Experience\n\n- Raised the school's KCPE Mathematics mean from 52 to 68`],
    [
      'ecaAdviceInside',
      `${GOOD}\n\nThese credentials can be assessed for Canadian equivalency through an Educational Credential Assessment (ECA).`,
      GOOD,
    ],
    ['referencesLine', `${GOOD}\n\n## References\n\nReferences available upon request.`, GOOD],
    [
      'refereeDetail',
      `${GOOD}\n\nEvans Wekesa, Supervisor`,
      GOOD,
      { refereeLines: ['Mr. Evans Wekesa', 'Site Manager, G4S Kenya', 'Tel: 0722 111 222'] },
    ],
    ['refereeDetail', `${GOOD}\n\nCall +254 722 111 222`, GOOD, { refereeLines: ['Mr. Evans Wekesa', 'Tel: 0722 111 222'] }],
    // A personal-details line the parser missed, copied into a summary; a date in a job is not one.
    [
      'personalDetail',
      `${GOOD}\n\nResidence: Ruiru ID/No: 31234567 To work as a cook.`,
      `${GOOD}\n\nCounselled survivors of gender-based violence; age-appropriate play.`,
    ],
    ['personalDetail', `${GOOD}\n\n- Date of birth: 4 May 1990`, GOOD],
  ];

  it.each(cases)('%s: catches the bad pattern and passes the good one', (rule, bad, good, context) => {
    expect(rulesOf(bad, context)).toContain(rule);
    expect(rulesOf(good, context)).not.toContain(rule);
  });

  it('jobWithoutTitleOrEmployer: a job with no title or no employer is a misread', () => {
    expect(rulesOf(GOOD, { jobs: [{ position: 'Git', company: '' }] })).toEqual(['jobWithoutTitleOrEmployer']);
    expect(rulesOf(GOOD, { jobs: [{ position: 'Cook', company: 'Medina Palms Resort' }] })).toEqual([]);
  });
});

describe('helpers of the sanity rules', () => {
  it('tells an occupation group title from a job title', () => {
    expect(looksLikeNocGroupTitle('Registered nurses and registered psychiatric nurses')).toBe(true);
    expect(looksLikeNocGroupTitle('Transport truck drivers')).toBe(false);
    expect(looksLikeNocGroupTitle('Long-haul Truck Driver')).toBe(false);
    expect(looksLikeNocGroupTitle('Cooks')).toBe(false);
  });

  it('reads the REFEREES section of a CV up to the next heading', () => {
    const cv = ['EXPERIENCE', 'Cook', '', 'REFEREES', 'Mr. Evans Wekesa', 'Tel: 0722 111 222', '', 'HOBBIES', 'Football'].join('\n');
    expect(refereeLinesOf(cv)).toEqual(['Mr. Evans Wekesa', 'Tel: 0722 111 222']);
    expect(refereeLinesOf('EXPERIENCE\nCook')).toEqual([]);
  });

  it('takes table header words out of a field and leaves other text alone', () => {
    expect(withoutTableHeaders('PERIOD – EMPLOYER – POSITION HELD')).toBe('');
    expect(withoutTableHeaders('P1 Certificate, Year | Institution | Qualification')).toBe('P1 Certificate');
    expect(withoutTableHeaders('Bidco Africa Ltd, Thika')).toBe('Bidco Africa Ltd, Thika');
  });
});
