import { describe, expect, it } from 'vitest';
import { toAchievementBullet, toFirstPersonClause } from './action-verbs';
import { parseEducation, parseRoleHeading, parseRoles } from './experience';
import { genericSkillsAskedFor, isInterpersonalSkill, rankSkills } from './keywords';
import { languageOfSkill, languagesToList, takeLanguageLines } from './languages-to-list';
import { isPersonalDetail, stripPersonalDetails } from './strip-personal-details';
import { formatInternationalPhone } from './phone';
import { cleanInline, splitSentences, toLines } from './member-text';
import { skillInSentence } from './phrasing';

// No database here: a `.unit.test.ts` file runs once, in the PGlite project (vitest.config.ts).

describe('formatInternationalPhone', () => {
  it.each([
    ['0712345678', '+254 712 345 678'],
    ['0712 345 678', '+254 712 345 678'],
    ['712 345 678', '+254 712 345 678'],
    ['+254712345678', '+254 712 345 678'],
    ['+254 (0) 712-345-678', '+254 712 345 678'],
    ['254 712 345 678', '+254 712 345 678'],
    ['00254 712 345 678', '+254 712 345 678'],
    ['+254-712-345-678', '+254 712 345 678'],
    ['0110 123 456', '+254 110 123 456'],
    ['+1 416 555 0100', '+1 416 555 0100'],
    ['  +971   50 123 4567 ', '+971 50 123 4567'],
    ['call me', 'call me'],
    ['', ''],
  ])('%s → %s', (typed, expected) => {
    expect(formatInternationalPhone(typed)).toBe(expected);
  });
});

describe('personal details', () => {
  it.each([
    'Date of Birth: 12/03/1990',
    'DOB 12.03.1990',
    'D.O.B: 1990',
    'Born on 12 March 1990',
    'Age: 34',
    'Aged 34',
    'I am 34 years old',
    'Sex: Female',
    'Gender: Male',
    'Female',
    'Marital Status: Single',
    'Married with two children',
    'Single',
    '- Single',
    '• Female',
    'I am divorced',
    'Religion: Christian',
    'I am a devout Christian',
    'Muslim',
    'Tribe: Kikuyu',
    'Ethnicity: Luo',
    'ID No: 23456789',
    'ID Number 23456789',
    'National ID 23456789',
    'Passport No: AK1234567',
    'Huduma Namba 1234',
    'KRA PIN: A123456789Z',
    'NHIF No: 123',
    'Nationality: Kenyan',
    'Photo: attached',
    'Number of children: 2',
  ])('"%s" is a personal detail', (text) => {
    expect(isPersonalDetail(text)).toBe(true);
  });

  it.each([
    'Enrolled Nurse, Christian Health Association of Kenya, Nairobi',
    'Programme officer at Catholic Relief Services',
    'Ran a gender-based violence awareness programme',
    'Single-handedly managed the night shift',
    'Taught children aged 5 to 12',
    'Reviewed patient identity bands before each dose',
    'Processed NHIF claims for 200 patients a month',
    'Cared for newborn babies',
  ])('"%s" is work, and stays', (text) => {
    expect(isPersonalDetail(text)).toBe(false);
  });

  it('drops only the part of a line that holds a detail, and a lone label takes its value with it', () => {
    const lines = toLines(
      [
        'Registered Nurse (2019 - Present). Religion: Christian',
        'Passport No: AK1234567 | Monitored vital signs',
        'Tribe:',
        'Kikuyu',
        'Marital Status',
        'Married',
        '',
        'Administered medication',
      ].join('\n'),
    );
    expect(stripPersonalDetails(lines)).toEqual([
      'Registered Nurse (2019 - Present).',
      'Monitored vital signs',
      '',
      'Administered medication',
    ]);
  });
});

describe('toAchievementBullet', () => {
  it.each([
    ['I was responsible for managing the ward', false, 'Managed the ward'],
    ['Responsible for managing the ward.', true, 'Manage the ward'],
    ['Administering medication to 30 patients', false, 'Administered medication to 30 patients'],
    ['Administering medication to 30 patients', true, 'Administer medication to 30 patients'],
    ['- dressing wounds and preventing infections', false, 'Dressed wounds and prevented infections'],
    ['I monitor vital signs and report changes', true, 'Monitor vital signs and report changes'],
    ['I have trained 12 student nurses', true, 'Trained 12 student nurses'],
    ['In charge of the pharmacy store', false, 'Oversaw the pharmacy store'],
    ['I was promoted to ward in-charge in 2021', false, 'Promoted to ward in-charge in 2021'],
    ['Responsible for the night shift', false, 'Responsible for the night shift'],
    ['Record keeping for 40 patients', false, 'Record keeping for 40 patients'],
    ['patient care on a 30-bed ward', false, 'Patient care on a 30-bed ward'],
    ['I love working with people', false, 'I love working with people'],
    ['Counselling families', false, 'Counselled families'],
    ['Leading a team of 6 welders', false, 'Led a team of 6 welders'],
    ['Duties included cleaning and sterilising equipment', false, 'Cleaned and sterilised equipment'],
  ])('"%s" (current: %s) → "%s"', (sentence, current, expected) => {
    expect(toAchievementBullet(sentence, current)).toBe(expected);
  });

  it('gives a first-person clause only when the sentence certainly starts with a verb', () => {
    expect(toFirstPersonClause('Administering medication', false)).toBe('administered medication');
    expect(toFirstPersonClause('Administering medication', true)).toBe('administer medication');
    expect(toFirstPersonClause('Supervised three student nurses')).toBe('supervised three student nurses');
    expect(toFirstPersonClause('Order processing for 50 clients')).toBeUndefined();
    expect(toFirstPersonClause('I was promoted to ward in-charge')).toBeUndefined();
  });
});

describe('parseRoles', () => {
  it('reads one role per line, bullets and action-verb lines belonging to the role above; most recent first', () => {
    const roles = parseRoles(
      toLines(
        [
          'Work Experience',
          'Cook, Java House, Nairobi, 2016 - 2018',
          'Prepared breakfast for 200 guests a day',
          'Head Cook at Serena Hotel, Mombasa (2018 - present)',
          '- Leading a kitchen team of 5',
          'Kitchen helper, Mama Oliech Restaurant',
        ].join('\n'),
      ),
    );
    expect(roles.map(({ position, company, location, duration }) => ({ position, company, location, duration }))).toEqual([
      { position: 'Head Cook', company: 'Serena Hotel', location: 'Mombasa', duration: '2018 – Present' },
      { position: 'Cook', company: 'Java House', location: 'Nairobi', duration: '2016 – 2018' },
      { position: 'Kitchen helper', company: 'Mama Oliech Restaurant', location: '', duration: '' },
    ]);
    expect(roles[0]?.achievements).toEqual(['Lead a kitchen team of 5']);
    expect(roles[1]?.achievements).toEqual(['Prepared breakfast for 200 guests a day']);
  });

  it('keeps the dates as the member wrote them, and sorts by their years', () => {
    const roles = parseRoles(toLines('Nurse, KNH, Nairobi, 03/2018 to date\nNurse aide, Mater Hospital, Nairobi, Jan 2015 - Feb 2018'));
    expect(roles.map(({ duration, current }) => ({ duration, current }))).toEqual([
      { duration: '03/2018 – Present', current: true },
      { duration: 'Jan 2015 – Feb 2018', current: false },
    ]);
  });

  it('reads one role per paragraph, with labelled lines and sentences', () => {
    const roles = parseRoles(
      toLines(
        [
          'Position: Caregiver',
          'Employer: Amani Home for the Elderly',
          'Period: 2017 - 2020',
          'Duties:',
          '- Bathing and feeding residents',
          '',
          'I worked as a security guard at G4S Kenya from 2015 to 2017. I patrolled the premises at night.',
        ].join('\n'),
      ),
    );
    expect(roles.map(({ position, company, duration, achievements }) => ({ position, company, duration, achievements }))).toEqual([
      { position: 'Caregiver', company: 'Amani Home for the Elderly', duration: '2017 – 2020', achievements: ['Bathed and fed residents'] },
      { position: 'Security guard', company: 'G4S Kenya', duration: '2015 – 2017', achievements: ['Patrolled the premises at night'] },
    ]);
  });

  it('keeps a long sentence as a bullet instead of a heading', () => {
    expect(
      parseRoleHeading('I have many years of experience caring for the sick and elderly in different homes', undefined),
    ).toBeUndefined();
    const [role] = parseRoles(toLines('Caring for elderly residents in their homes and at day centres across Nairobi for many years'));
    expect(role).toMatchObject({
      position: '',
      company: '',
      achievements: ['Cared for elderly residents in their homes and at day centres across Nairobi for many years'],
    });
  });

  it('reads education one entry per line, or per paragraph', () => {
    expect(parseEducation(toLines('Education\nDiploma in Nursing, KMTC, 2015\nKCSE, Alliance Girls High School, 2011'))).toEqual([
      'Diploma in Nursing, KMTC, 2015',
      'KCSE, Alliance Girls High School, 2011',
    ]);
    expect(parseEducation(toLines('Diploma in Nursing\nKMTC\n2015\n\nKCSE\nAlliance Girls High School'))).toEqual([
      'Diploma in Nursing, KMTC, 2015',
      'KCSE, Alliance Girls High School',
    ]);
  });
});

describe('languages', () => {
  it('takes "Languages:" lines and headings out of free text', () => {
    expect(takeLanguageLines(['Languages: English, French and Kiswahili', 'Cook at Java House'])).toEqual({
      rest: ['Cook at Java House'],
      languages: ['English', 'French', 'Kiswahili'],
    });
    expect(takeLanguageLines(['Languages', 'English - fluent', 'Swahili - native', '', 'Cook'])).toEqual({
      rest: ['', 'Cook'],
      languages: ['English - fluent', 'Swahili - native'],
    });
  });

  it('recognises a skill that is a language, not a cuisine', () => {
    expect(languageOfSkill('French')).toBe('French');
    expect(languageOfSkill('Fluent in Swahili')).toBe('Kiswahili');
    expect(languageOfSkill('French (intermediate)')).toBe('French');
    expect(languageOfSkill('French cuisine')).toBeUndefined();
  });

  it('lists English, then Kiswahili, then the others, once each', () => {
    expect(languagesToList(['French (basic)', 'Swahili (native)'], true)).toEqual(['English', 'Swahili (native)', 'French (basic)']);
    expect(languagesToList([], false)).toEqual([]);
    expect(languagesToList([], true)).toEqual(['English', 'Kiswahili']);
  });
});

describe('keywords', () => {
  it('ranks skills by the words they share with the description, keeping the member’s order on ties', () => {
    const ranked = rankSkills(['Cash handling', 'Food safety', 'Customer service', 'Baking'], 'Serve customers, follow food safety rules.');
    expect(ranked.map(({ skill }) => skill)).toEqual(['Food safety', 'Customer service', 'Cash handling', 'Baking']);
    expect(rankSkills(['B', 'A'], undefined).map(({ skill }) => skill)).toEqual(['B', 'A']);
  });

  it('adds only generic skills the description asks for and the member lacks, never certifications', () => {
    const description = 'WHMIS and CPR required. Forklift licence. Strong communication, teamwork, problem-solving and leadership.';
    expect(genericSkillsAskedFor(description, ['Excellent communication'])).toEqual(['Teamwork', 'Problem solving', 'Leadership']);
    expect(genericSkillsAskedFor(description, [], 2)).toEqual(['Communication', 'Teamwork']);
    expect(genericSkillsAskedFor(undefined, [])).toEqual([]);
  });

  it('sorts skills into technical and interpersonal', () => {
    expect(isInterpersonalSkill('Teamwork')).toBe(true);
    expect(isInterpersonalSkill('Customer service')).toBe(true);
    expect(isInterpersonalSkill('MIG welding')).toBe(false);
    expect(isInterpersonalSkill('Wound care')).toBe(false);
  });
});

describe('text', () => {
  it('keeps names and acronyms capitalised inside a sentence', () => {
    expect(skillInSentence('Wound care')).toBe('wound care');
    expect(skillInSentence('Leadership')).toBe('leadership');
    expect(skillInSentence('Python')).toBe('Python');
    expect(skillInSentence('Microsoft Excel')).toBe('Microsoft Excel');
    expect(skillInSentence('EMR')).toBe('EMR');
  });

  it('removes Markdown structure at the start of typed text, nothing else', () => {
    expect(cleanInline('## Skills')).toBe('Skills');
    expect(cleanInline('# # - Trick')).toBe('Trick');
    expect(cleanInline('  - <b>bold</b>   claim ')).toBe('<b>bold</b> claim');
    expect(cleanInline('#1 sales agent')).toBe('#1 sales agent');
  });

  it('splits sentences where a new one starts', () => {
    expect(splitSentences('Cared for patients. Trained 12 nurses! Used e.g. charts.')).toEqual([
      'Cared for patients.',
      'Trained 12 nurses!',
      'Used e.g. charts.',
    ]);
  });
});
