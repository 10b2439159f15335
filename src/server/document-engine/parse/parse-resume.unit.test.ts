import { describe, expect, it } from 'vitest';
import { parsedResumeSchema } from '../../../shared/schemas/documents';
import { normalisePhone } from '../common/phone-number';
import { findEmail, findLinkedIn, findPhones, nameFromHeaderLine, splitName } from './contact';
import { parseEducation } from './education';
import { parseExperience } from './experience';
import { parseLanguages } from './language-entries';
import { isPhotoLine, personalDetail } from './personal-detail-lines';
import { placeFromAddress } from './places';
import { parseResume } from './parse-resume';
import { unfoldColumns } from './columns';
import { headingKind, inlineHeading, routeLines } from './section-routing';
import { MAX_SKILLS, parseSkills } from './skills';
import { collapseKeepingGaps, isRuleLine } from './line-text';

// No database here: a `.unit.test.ts` file runs once, in the PGlite project (vitest.config.ts).

describe('phones', () => {
  it.each([
    ['+254 722 418 306', '+254 722 418 306'],
    ['0712 345 678', '+254 712 345 678'],
    ['0712345678', '+254 712 345 678'],
    ['(+254) 721 908 334', '+254 721 908 334'],
    ['+254-733-456-789', '+254 733 456 789'],
    ['+254 (0) 726 781 943', '+254 726 781 943'],
    ['+254 (0)722 645 093', '+254 722 645 093'],
    ['+254722781550', '+254 722 781 550'],
    ['0110 234 567', '+254 110 234 567'],
    ['+254 112 408 673', '+254 112 408 673'],
    ['0733-902-415', '+254 733 902 415'],
    ['254 798 112 430', '+254 798 112 430'],
  ])('writes %s as %s', (written, expected) => {
    expect(normalisePhone(written)).toBe(expected);
    expect(findPhones(`Tel: ${written} | x@y.com`)).toEqual([expected]);
  });

  it('keeps a non-Kenyan number as written', () => {
    expect(findPhones('Phone: +1 416 555 0199')).toEqual(['+1 416 555 0199']);
    expect(findPhones('+44 20 7946 0958')).toEqual(['+44 20 7946 0958']);
  });

  it('finds each of two numbers, and none in dates, IDs or postal boxes', () => {
    expect(findPhones('Tel: 0110 234 567 / 0722 890 114')).toEqual(['+254 110 234 567', '+254 722 890 114']);
    expect(findPhones('2013-2016')).toEqual([]);
    expect(findPhones('ID No: 28456173')).toEqual([]);
    expect(findPhones('Date of Birth: 02/07/1985')).toEqual([]);
    expect(findPhones('P.O. Box 1520-40200, Kisii')).toEqual([]);
    expect(findPhones('Jan 2019 – Dec 2020')).toEqual([]);
  });
});

describe('e-mail and LinkedIn', () => {
  it('finds addresses inside a line', () => {
    expect(findEmail('Phone: 0712 345 678 | Email: kevin.otieno88@yahoo.com')).toBe('kevin.otieno88@yahoo.com');
    expect(findEmail('E-mail: hmoraa.lab@gmail.com.')).toBe('hmoraa.lab@gmail.com');
    expect(findEmail('no address @ here')).toBeUndefined();
    expect(findLinkedIn('Nairobi | linkedin.com/in/faith-onyango-cpa')).toBe('linkedin.com/in/faith-onyango-cpa');
    expect(findLinkedIn('LinkedIn: https://www.linkedin.com/in/moses-c, Nairobi')).toBe('https://www.linkedin.com/in/moses-c');
  });
});

describe('names', () => {
  it.each([
    ['GRACE WANJIKU MWANGI', 'Grace Wanjiku Mwangi'],
    ['Wanjĩrũ Njoroge-Ogutu', 'Wanjĩrũ Njoroge-Ogutu'],
    ['WANJĨRŨ NJOROGE-OGUTU', 'Wanjĩrũ Njoroge-Ogutu'],
    ['Faith Atieno Onyango, CPA(K)', 'Faith Atieno Onyango'],
    ['CURRICULUM VITAE: MOSES KIPROTICH CHERUIYOT', 'Moses Kiprotich Cheruiyot'],
    ['Chege wa Kamau', 'Chege wa Kamau'],
    ["Mary Ng'ang'a", "Mary Ng'ang'a"],
    ["JOHN KAMAU NG'ANG'A", "John Kamau Ng'ang'a"],
    ["PETER O'BRIEN OTIENO", "Peter O'Brien Otieno"],
    ["WAIRIMU ACHIENG'", "Wairimu Achieng'"],
  ])('reads %s as %s', (line, expected) => {
    expect(nameFromHeaderLine(line)).toBe(expected);
  });

  it('is no name: titles, contact lines, single words', () => {
    for (const line of ['CURRICULUM VITAE', 'RESUME', 'CV', 'Electrician', 'Tel: 0712 345 678', 'a@b.com']) {
      expect(nameFromHeaderLine(line)).toBeUndefined();
    }
  });

  it('splits the first word from the rest', () => {
    expect(splitName('Wanjĩrũ Njoroge-Ogutu')).toEqual({ firstName: 'Wanjĩrũ', lastName: 'Njoroge-Ogutu' });
    expect(splitName('Chege wa Kamau')).toEqual({ firstName: 'Chege', lastName: 'wa Kamau' });
  });

  it('finds the name after "CURRICULUM VITAE", "RESUME" or a photo, or in "Name:"', () => {
    expect(parseResume('CURRICULUM VITAE\n\nJOSEPH KIOKO MUTUA\nTel: 0721 908 334').personalInfo.firstName).toBe('Joseph');
    expect(parseResume('RESUME\nName: Collins Wafula Simiyu\nMechanic').personalInfo.lastName).toBe('Wafula Simiyu');
    expect(parseResume('[Photo]\nJAMES NJENGA WAWERU\nChef').personalInfo).toMatchObject({ firstName: 'James', lastName: 'Njenga Waweru' });
    expect(parseResume('PERSONAL INFORMATION\nName: Hellen Moraa Nyakundi\nReligion: SDA').personalInfo.firstName).toBe('Hellen');
  });
});

describe('places', () => {
  it.each([
    ['P.O. Box 4521-00200, Nairobi', 'Nairobi'],
    ['P.O. Box 30-30100, Eldoret, Kenya', 'Eldoret, Kenya'],
    ['P. O. Box 1234 - 00100 Nairobi', 'Nairobi'],
    ['Athi River, Machakos County, Kenya', 'Athi River, Kenya'],
    ['Embakasi, Nairobi, Kenya', 'Nairobi, Kenya'],
    ['Kiambu Road, Nairobi, Kenya', 'Nairobi, Kenya'],
    ['Kitengela, Kajiado County', 'Kitengela, Kajiado County'],
    ['Eldoret, Uasin Gishu', 'Eldoret, Uasin Gishu'],
    ['P.O. Box 112', ''],
  ])('writes %s as %s', (address, expected) => {
    expect(placeFromAddress(address)).toBe(expected);
  });

  it('takes the place from a header line, a "Location:" line or an address, never a postal box', () => {
    expect(parseResume('Jane Achieng\nCook | Kisumu, Kenya\n0712 345 678').personalInfo.location).toBe('Kisumu, Kenya');
    expect(parseResume('Jane Achieng\nLocation: Kisumu').personalInfo.location).toBe('Kisumu');
    expect(parseResume('Jane Achieng\nAddress: P.O. Box 1234-00100, Nairobi').personalInfo.location).toBe('Nairobi');
    expect(parseResume('Jane Achieng\nP.O. Box 1234-00100').personalInfo.location).toBe('');
  });
});

describe('section headings', () => {
  it.each([
    ['PROFILE', 'profile'],
    ['Personal Profile', 'profile'],
    ['CAREER OBJECTIVE:', 'profile'],
    ['About Me', 'profile'],
    ['Key Skills', 'skills'],
    ['CORE COMPETENCIES', 'skills'],
    ['Skills & Competencies', 'skills'],
    ['Work Experience:', 'experience'],
    ['EMPLOYMENT HISTORY', 'experience'],
    ['employment record', 'experience'],
    ['Professional Experience', 'experience'],
    ['EDUCATION BACKGROUND', 'education'],
    ['Academic Qualifications', 'education'],
    ['Education and Training', 'education'],
    ['PROFESSIONAL QUALIFICATIONS', 'education'],
    ['Certifications', 'licences'],
    ['DRIVING LICENCE', 'licences'],
    ['TEACHING EXPERIENCE', 'experience'],
    ['Courses', 'education'],
    ['Languages', 'languages'],
    ['REFEREES', 'referees'],
    ['References:', 'referees'],
    ['BIO DATA', 'personal'],
    ['Personal Information', 'personal'],
    ['HOBBIES', 'ignored'],
    ['Interests', 'ignored'],
    ['=== EDUCATION ===', 'education'],
  ])('reads %s as %s', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });

  it('is no heading: content lines, bullets, weak words mid-list', () => {
    expect(headingKind('Registered Nurse – Kenyatta National Hospital')).toBeUndefined();
    expect(headingKind('• Skills')).toBeUndefined();
    expect(headingKind('Leadership', false)).toBeUndefined();
    expect(headingKind('LEADERSHIP', false)).toBe('ignored');
  });

  it('reads a heading with its content on the same line', () => {
    expect(inlineHeading('Languages: English (fluent), Kiswahili')).toEqual({ kind: 'languages', rest: 'English (fluent), Kiswahili' });
    expect(inlineHeading('Name: Joseph Mutua')).toBeUndefined();
  });

  it('sends interleaved two-column lines to their own sections', () => {
    const routed = routeLines([
      'EXPERIENCE',
      'SKILLS',
      'Electrician',
      'Wiring',
      'Mar 2018 – Present',
      'Solar PV',
      '• Installed meters',
      'LANGUAGES',
      '• Supervised apprentices',
      'English (Fluent)',
    ]);
    const bySection = (kind: string) => routed.filter((line) => line.kind === kind).map((line) => line.text);
    expect(bySection('experience')).toEqual(['Electrician', 'Mar 2018 – Present', '• Installed meters', '• Supervised apprentices']);
    expect(bySection('skills')).toEqual(['Wiring', 'Solar PV']);
    expect(bySection('languages')).toEqual(['English (Fluent)']);
  });

  it('unfolds columns laid side by side: the left column, then the right', () => {
    const lines = [
      'JANE DOE',
      'SKILLS                WORK EXPERIENCE',
      'Welding               Welder',
      'Fabrication           Bidco Ltd, Thika',
      '                      2019 – Present',
      'LANGUAGES             • Welded tanks',
      'English – Fluent      • Trained two apprentices',
      'Kiswahili – Native',
      '',
      'EDUCATION',
    ];
    expect(unfoldColumns(lines)).toEqual([
      'JANE DOE',
      'SKILLS',
      'Welding',
      'Fabrication',
      '',
      'LANGUAGES',
      'English – Fluent',
      'Kiswahili – Native',
      '',
      'WORK EXPERIENCE',
      'Welder',
      'Bidco Ltd, Thika',
      '2019 – Present',
      '• Welded tanks',
      '• Trained two apprentices',
      '',
      '',
      'EDUCATION',
    ]);
  });

  it('leaves aligned fields that are not two columns alone', () => {
    // No heading on either side: label–value blocks and date columns stay as they are.
    const aligned = ['Name          : Jane Doe', 'Phone         : 0712 345 678', 'Religion      : Christian', 'Sex           : Female'];
    expect(unfoldColumns(aligned)).toEqual(aligned);
    const dated = [
      'EDUCATION',
      '2010 – 2014       Bachelor of Arts, Moi University',
      '2006 – 2009       KCSE, Alliance Girls',
      '2004 – 2005       Computer Packages',
    ];
    expect(unfoldColumns(dated)).toEqual(dated);
  });

  it('takes a rule drawn under a heading for a blank line', () => {
    expect(isRuleLine('=================')).toBe(true);
    expect(isRuleLine('- - - - -')).toBe(true);
    expect(isRuleLine('--')).toBe(false);
    expect(isRuleLine('- Welded tanks')).toBe(false);
    const cv = parseResume('Jane Doe\n\nWork Experience\n===============\nWelder\nBidco Ltd, Thika\n2019 – Present\n1. Welded tanks\n');
    expect(cv.workExperience).toEqual([
      {
        position: 'Welder',
        company: 'Bidco Ltd',
        location: 'Thika',
        duration: '2019 – Present',
        start: '2019',
        end: 'Present',
        achievements: ['Welded tanks'],
      },
    ]);
  });
});

describe('spaces', () => {
  it('keeps wide gaps as field breaks where asked', () => {
    expect(collapseKeepingGaps('Cook        Serena Hotel, Nairobi')).toBe('Cook | Serena Hotel, Nairobi');
    expect(collapseKeepingGaps('Cook\tSerena Hotel')).toBe('Cook | Serena Hotel');
    expect(collapseKeepingGaps('Cook  at Serena')).toBe('Cook at Serena');
  });
});

describe('experience layouts', () => {
  const job = (lines: string) => parseExperience(lines.split('\n'));

  it('reads "Position – Company, Place (dates)"', () => {
    expect(job('Registered Nurse – Kenyatta National Hospital, Nairobi (Jan 2019 – To date)\n• Cared for patients')).toEqual([
      {
        position: 'Registered Nurse',
        company: 'Kenyatta National Hospital',
        location: 'Nairobi',
        duration: 'Jan 2019 – Present',
        start: 'Jan 2019',
        end: 'Present',
        achievements: ['Cared for patients'],
      },
    ]);
  });

  it('reads "Company | Position | dates" and "Position | Company | dates"', () => {
    const [first, second] = job(
      'Acacia Premier Hotel, Kisumu | Cook | June 2020 – Present\n- Cooked\n\nRoom Attendant | Serena Beach Resort & Spa, Mombasa | 09/2021 – Present\n▪ Cleaned',
    );
    expect(first).toMatchObject({ position: 'Cook', company: 'Acacia Premier Hotel', location: 'Kisumu', duration: 'Jun 2020 – Present' });
    expect(second).toMatchObject({
      position: 'Room Attendant',
      company: 'Serena Beach Resort & Spa',
      location: 'Mombasa',
      duration: 'Sep 2021 – Present',
    });
  });

  it('reads a position line, a company line and a dates line, and dates first', () => {
    expect(job('Senior Driver\nBidco Africa Ltd, Thika\n2016 – to date\n* Drove trucks')[0]).toMatchObject({
      position: 'Senior Driver',
      company: 'Bidco Africa Ltd',
      location: 'Thika',
      duration: '2016 – Present',
      achievements: ['Drove trucks'],
    });
    expect(
      job('2019 – Present\nWelder/Fabricator, Mabati Rolling Mills Ltd, Mariakani\n1. Welded trusses\n2. Trained welders')[0],
    ).toMatchObject({
      position: 'Welder/Fabricator',
      company: 'Mabati Rolling Mills Ltd',
      location: 'Mariakani',
      achievements: ['Welded trusses', 'Trained welders'],
    });
  });

  it('takes sentence lines under a job as achievements', () => {
    const [first, second] = job(
      'Mason\nLandmark Builders Ltd, Nairobi, 2018 – 2023\nBuilt walls and foundations for apartment blocks.\n\nMason (Casual)\nVarious sites, Machakos, 2014 – 2018\nLaid stone and blocks for houses.',
    );
    expect(first?.achievements).toEqual(['Built walls and foundations for apartment blocks.']);
    expect(second).toMatchObject({ position: 'Mason (Casual)', company: 'Various sites', location: 'Machakos', duration: '2014 – 2018' });
  });

  it('reads a position and an employer set apart by a wide gap', () => {
    expect(job('Storekeeper                         Kapa Oil Refineries, Nairobi\n2017 – 2020\n* Kept stock cards')[0]).toMatchObject({
      position: 'Storekeeper',
      company: 'Kapa Oil Refineries',
      location: 'Nairobi',
      duration: '2017 – 2020',
    });
  });

  it('reads a company line with a dash and a job without achievements', () => {
    const jobs = job(
      'Forklift Operator, Bollore Transport & Logistics Kenya, Embakasi — 03/2021 to date\n— Loaded trucks\n\nPacker (casual), Kapa Oil Refineries, Nairobi — 06/2018 to 12/2018',
    );
    expect(jobs).toHaveLength(2);
    expect(jobs[1]).toEqual({
      position: 'Packer (casual)',
      company: 'Kapa Oil Refineries',
      location: 'Nairobi',
      duration: 'Jun 2018 – Dec 2018',
      start: 'Jun 2018',
      end: 'Dec 2018',
      achievements: [],
    });
  });
});

describe('labelled layouts', () => {
  it('reads jobs and schooling written as "Label: value" lines', () => {
    const jobs = parseExperience(
      'Company: Kenya Power and Lighting Company\nPosition: Electrician\nDuration: Jan 2018 - Dec 2020\nDuties:\n- Installed meters\n\nOrganisation: Safaricom PLC\nJob Title: Customer Care Agent\nPeriod: 2015 - 2017'.split(
        '\n',
      ),
    );
    expect(jobs).toEqual([
      {
        position: 'Electrician',
        company: 'Kenya Power and Lighting Company',
        location: '',
        duration: 'Jan 2018 – Dec 2020',
        start: 'Jan 2018',
        end: 'Dec 2020',
        achievements: ['Installed meters'],
      },
      {
        position: 'Customer Care Agent',
        company: 'Safaricom PLC',
        location: '',
        duration: '2015 – 2017',
        start: '2015',
        end: '2017',
        achievements: [],
      },
    ]);
    expect(
      parseEducation(
        'Institution: Kenya Polytechnic\nCourse: Diploma in Electrical Engineering\nYear: 2014\nSchool: Alliance High School\nCourse: KCSE\nGrade: B+'.split(
          '\n',
        ),
      ),
    ).toEqual([
      { degree: 'Diploma in Electrical Engineering', institution: 'Kenya Polytechnic', year: '2014' },
      { degree: 'KCSE', institution: 'Alliance High School', year: '', grade: 'B+' },
    ]);
  });
});

describe('education', () => {
  const entries = (lines: string) => parseEducation(lines.split('\n'));

  it('reads KCSE and KCPE with grades, however written, the grade apart from the credential', () => {
    expect(entries('2004: KCSE – Mean Grade C, Machakos School\n2000: KCPE – 312 marks, Kiatineni Primary School')).toEqual([
      { degree: 'KCSE', institution: 'Machakos School', year: '2004', grade: 'C' },
      { degree: 'KCPE', institution: 'Kiatineni Primary School', year: '2000', grade: '312 marks' },
    ]);
    expect(entries('KCSE (Mean Grade C) — Bahari Girls High School — 2015')[0]).toMatchObject({ degree: 'KCSE', grade: 'C' });
    expect(entries('KCSE, Friends School Kamusinga, 2012 — Mean Grade C+')[0]).toEqual({
      degree: 'KCSE',
      institution: 'Friends School Kamusinga',
      year: '2012',
      grade: 'C+',
    });
    expect(entries('KCSE 2013 – Mean Grade D+, Kagumo High School')[0]).toEqual({
      degree: 'KCSE',
      institution: 'Kagumo High School',
      year: '2013',
      grade: 'D+',
    });
  });

  it('reads CPA parts, diplomas and two-line entries', () => {
    expect(entries('CPA Part III – KASNEB, 2014\nCPA(K) – ICPAK, 2015')).toEqual([
      { degree: 'CPA Part III', institution: 'KASNEB', year: '2014' },
      { degree: 'CPA(K)', institution: 'ICPAK', year: '2015' },
    ]);
    expect(entries('Bachelor of Commerce (Accounting Option), Second Class Honours\nUniversity of Nairobi, 2009 – 2013')).toEqual([
      {
        degree: 'Bachelor of Commerce (Accounting Option)',
        institution: 'University of Nairobi',
        year: '2009 – 2013',
        grade: 'Second Class Honours',
      },
    ]);
    expect(entries('2010 – 2013: Diploma in Nursing (KRCHN)\nKenya Medical Training College, Nakuru Campus')).toEqual([
      { degree: 'Diploma in Nursing (KRCHN)', institution: 'Kenya Medical Training College, Nakuru Campus', year: '2010 – 2013' },
    ]);
    expect(entries('Maseno University\nBachelor of Science in Nursing\n2012 - 2016')).toEqual([
      { degree: 'Bachelor of Science in Nursing', institution: 'Maseno University', year: '2012 – 2016' },
    ]);
  });
});

describe('skills and languages', () => {
  it('splits on commas, semicolons, pipes and bullets, keeps commas inside brackets and bullets', () => {
    expect(parseSkills(['Defensive driving; route planning; customer care'])).toEqual([
      'Defensive driving',
      'route planning',
      'customer care',
    ]);
    expect(parseSkills(['Menu development • Butchery | Pastry, Baking'])).toEqual(['Menu development', 'Butchery', 'Pastry', 'Baking']);
    expect(parseSkills(['forklift operation (counterbalance, reach truck); stock counting'])).toEqual([
      'forklift operation (counterbalance, reach truck)',
      'stock counting',
    ]);
    expect(parseSkills(['- MIG, TIG and arc welding'])).toEqual(['MIG, TIG and arc welding']);
  });

  it('trims, drops duplicates ignoring case, and keeps at most 30', () => {
    expect(parseSkills(['  Welding , welding, WELDING.', 'Cooking'])).toEqual(['Welding', 'Cooking']);
    const many = Array.from({ length: 50 }, (_, index) => `Skill number ${index}`).join(', ');
    expect(parseSkills([many])).toHaveLength(MAX_SKILLS);
  });

  it('reads languages with and without proficiency', () => {
    expect(parseLanguages(['English – Fluent', 'Kiswahili (Native)', 'French: Basic'])).toEqual([
      { language: 'English', proficiency: 'Fluent' },
      { language: 'Kiswahili', proficiency: 'Native' },
      { language: 'French', proficiency: 'Basic' },
    ]);
    expect(parseLanguages(['English, Kiswahili'])).toEqual([
      { language: 'English', proficiency: '' },
      { language: 'Kiswahili', proficiency: '' },
    ]);
    expect(parseLanguages(['English and Kiswahili'])).toHaveLength(2);
    expect(parseLanguages(['English – Good; Kiswahili – Fluent'])[0]).toEqual({ language: 'English', proficiency: 'Good' });
  });
});

describe('personal details', () => {
  it('recognises each kind, by label', () => {
    expect(personalDetail('Date of Birth: 14th March 1991', false)?.kinds).toEqual(['dateOfBirth']);
    expect(personalDetail('D.O.B: 1/1/1990', false)?.kinds).toEqual(['dateOfBirth']);
    expect(personalDetail('Age: 31 years', false)?.kinds).toEqual(['age']);
    expect(personalDetail('Sex: Male', false)?.kinds).toEqual(['gender']);
    expect(personalDetail('Marital status: Single', false)?.kinds).toEqual(['maritalStatus']);
    expect(personalDetail('Religion: Christian', false)?.kinds).toEqual(['religion']);
    expect(personalDetail('Tribe: Nandi', false)?.kinds).toEqual(['tribe']);
    expect(personalDetail('ID No. 23567841', true)?.kinds).toEqual(['nationalId']);
    expect(personalDetail('Passport No: AK0456721', false)?.kinds).toEqual(['passportNumber']);
    expect(personalDetail('Nationality: Kenyan', false)).toEqual({ kinds: [] });
    expect(personalDetail('Married', true)?.kinds).toEqual(['maritalStatus']);
    expect(personalDetail('Married', false)).toBeUndefined();
    expect(personalDetail('Health and safety (OSHA)', false)).toBeUndefined();
    expect(personalDetail('Agent of change', false)).toBeUndefined();
  });

  it('reports every detail of a line that states several', () => {
    expect(personalDetail('Sex: Female | Age: 29 | Marital Status: Single', false)?.kinds).toEqual(['gender', 'age', 'maritalStatus']);
    expect(personalDetail('Date of Birth: 1/1/1990     Religion: Muslim', false)?.kinds).toEqual(['dateOfBirth', 'religion']);
    expect(personalDetail('Nationality: Kenyan | Tribe: Kamba', false)?.kinds).toEqual(['tribe']);
  });

  it('recognises a photo mention', () => {
    expect(isPhotoLine('[PHOTO]')).toBe(true);
    expect(isPhotoLine('Passport photo attached')).toBe(true);
    expect(isPhotoLine('Food photography, hiking')).toBe(false);
  });

  it('reports the kinds and copies no value anywhere', () => {
    const parsed = parseResume(
      'Ann Wairimu Kamau\n0700 123 456\n\nPERSONAL DETAILS\nDate of birth: 1/1/1994\nSex: Female\nID: 12345678\nReligion: Muslim\nTribe: Kikuyu\nMarital Status: Married\nPassport No: A1234567\nAge: 30\n[Photo]\n\nSKILLS\nCooking',
    );
    expect(parsed.excludedDetails).toEqual([
      'photo',
      'dateOfBirth',
      'age',
      'gender',
      'maritalStatus',
      'religion',
      'tribe',
      'nationalId',
      'passportNumber',
    ]);
    const output = JSON.stringify(parsed);
    for (const value of ['1994', 'Female', '12345678', 'Muslim', 'Kikuyu', 'Married', 'A1234567']) expect(output).not.toContain(value);
  });
});

describe('parseResume', () => {
  it('parses a CV the fixtures do not cover', () => {
    const parsed = parseResume(
      [
        'Resume',
        'Name: Daniel Otieno Ochieng',
        'Mobile: 0798-112-430',
        'Email : dan.ochieng@gmail.com',
        'Location: Kisumu',
        '',
        'Work Experience:',
        'Sarova Imperial Hotel | Waiter | Jan 2019 – To date',
        '● Served guests',
        '',
        'Java House, Kisumu',
        'Barista',
        'Sept 2016 – Dec 2018',
        '● Made coffee',
        '',
        'Education:',
        'KCSE 2011, Mean Grade B+',
        'Kisumu Boys High School',
        '',
        'Key Skills: Customer service; Cash handling',
        'Languages Spoken: English - Fluent, Kiswahili - Fluent',
        '',
        'Referees:',
        'Mr. John Kamau, 0722 000 111',
      ].join('\n'),
    );
    expect(parsed).toEqual({
      personalInfo: {
        firstName: 'Daniel',
        lastName: 'Otieno Ochieng',
        email: 'dan.ochieng@gmail.com',
        phone: '+254 798 112 430',
        location: 'Kisumu',
      },
      skills: ['Customer service', 'Cash handling'],
      languages: [
        { language: 'English', proficiency: 'Fluent' },
        { language: 'Kiswahili', proficiency: 'Fluent' },
      ],
      workExperience: [
        {
          position: 'Waiter',
          company: 'Sarova Imperial Hotel',
          location: '',
          duration: 'Jan 2019 – Present',
          start: 'Jan 2019',
          end: 'Present',
          achievements: ['Served guests'],
        },
        {
          position: 'Barista',
          company: 'Java House',
          location: 'Kisumu',
          duration: 'Sep 2016 – Dec 2018',
          start: 'Sep 2016',
          end: 'Dec 2018',
          achievements: ['Made coffee'],
        },
      ],
      education: [{ degree: 'KCSE', institution: 'Kisumu Boys High School', year: '2011', grade: 'B+' }],
      excludedDetails: [],
    });
  });

  it('returns the empty shape for empty or odd input, and omits linkedin when absent', () => {
    for (const input of ['', '\n\n\n', '   ', '💥', '\ud800', 'a'.repeat(60_000)]) {
      const parsed = parseResume(input);
      expect(parsedResumeSchema.safeParse(parsed).success).toBe(true);
      expect('linkedin' in parsed.personalInfo).toBe(false);
    }
  });
});

describe('Kenyan CV patterns (docs/product.md#documents)', () => {
  it('reads a surname written first as the last name', () => {
    expect(nameFromHeaderLine('WEKESA, Brian Simiyu')).toBe('Brian Simiyu Wekesa');
    expect(parseResume('NJERI, Faith Wangũi\n0722 000 111').personalInfo).toMatchObject({ firstName: 'Faith', lastName: 'Wangũi Njeri' });
  });

  it('reads a "Personal Profile" of labelled lines as contact and personal details, never as the summary', () => {
    const parsed = parseResume(
      [
        'Personal Profile',
        'Name: Achieng Mary Atieno',
        'Residence: Ruiru, Kiambu County',
        'ID/No: 31234567',
        '',
        'OBJECTIVE',
        'To work as a cook in a busy kitchen.',
      ].join('\n'),
    );
    expect(parsed.summary).toBe('To work as a cook in a busy kitchen.');
    expect(parsed.personalInfo.location).toBe('Ruiru, Kiambu County');
    expect(parsed.excludedDetails).toEqual(['nationalId']);
    expect(JSON.stringify(parsed)).not.toContain('31234567');
  });

  it('keeps the profile paragraph as the summary', () => {
    const parsed = parseResume('Amina Hassan\n\nCAREER OBJECTIVE\nA careful cashier seeking a\nsupermarket role.\n\nSKILLS\nCash handling');
    expect(parsed.summary).toBe('A careful cashier seeking a supermarket role.');
    expect(parsed.skills).toEqual(['Cash handling']);
    expect(parseResume('Amina Hassan\nSKILLS\nCash handling').summary).toBeUndefined();
  });

  it('reads licences and certifications, and drops their issue details', () => {
    const parsed = parseResume(
      'Juma Mwangi\n\nDRIVING LICENCE\nClass: BCE\nIssued: 2015, NTSA\n\nCERTIFICATIONS\n- First Aid Certificate – St John Ambulance\n\nSKILLS\nDriving',
    );
    expect(parsed.licences).toEqual(['Class: BCE', 'First Aid Certificate – St John Ambulance']);
    expect(parsed.education).toEqual([]);
    expect(parseResume('Juma Mwangi\nSKILLS\nDriving').licences).toBeUndefined();
  });

  it('gives every language of a list the proficiency stated once for all, and keeps ĩ and ũ', () => {
    expect(parseLanguages(['English, Kiswahili and Gĩkũyũ – fluent in all'])).toEqual([
      { language: 'English', proficiency: 'Fluent' },
      { language: 'Kiswahili', proficiency: 'Fluent' },
      { language: 'Gĩkũyũ', proficiency: 'Fluent' },
    ]);
    expect(parseLanguages(['Luhya and English - good in both'])).toEqual([
      { language: 'Luhya', proficiency: 'Good' },
      { language: 'English', proficiency: 'Good' },
    ]);
  });

  it('reads KCSE and KCPE rows with the school, the year and the grade apart', () => {
    expect(parseEducation(['1999     KCSE     Bokoli Secondary School     Mean Grade C- (minus)'])).toEqual([
      { degree: 'KCSE', institution: 'Bokoli Secondary School', year: '1999', grade: 'C- (minus)' },
    ]);
    expect(parseEducation(['| 1995 | Bokoli Primary School | KCPE – 402 marks |'])).toEqual([
      { degree: 'KCPE', institution: 'Bokoli Primary School', year: '1995', grade: '402 marks' },
    ]);
    expect(parseEducation(['KCSE, Moi Girls Eldoret, 2010, B (plain)'])).toEqual([
      { degree: 'KCSE', institution: 'Moi Girls Eldoret', year: '2010', grade: 'B (plain)' },
    ]);
    expect(parseEducation(['KCSE, Moi Girls Eldoret, 2010', 'Mean Grade A- (minus)'])[0]?.grade).toBe('A- (minus)');
  });

  it('reads "2000 KCSE Ramba Secondary School Mean Grade D+ (plus)" as exam, school, year and grade', () => {
    expect(parseEducation(['2003 KCSE Kamusinga Secondary School Mean Grade B (plain)'])).toEqual([
      { degree: 'KCSE', institution: 'Kamusinga Secondary School', year: '2003', grade: 'B (plain)' },
    ]);
    expect(parseEducation(['1999 Kamusinga Primary School KCPE 389 marks'])).toEqual([
      { degree: 'KCPE', institution: 'Kamusinga Primary School', year: '1999', grade: '389 marks' },
    ]);
  });

  it('lists a professional registration and a certificate of good conduct with the licences', () => {
    const parsed = parseResume('Jane Moraa\nTeacher\nTSC No. 700123\n\nEDUCATION\nCertificate of Good Conduct, 2022\n\nSKILLS\nTeaching');
    expect(parsed.licences).toEqual(['TSC No. 700123', 'Certificate of Good Conduct (2022)']);
    expect(parsed.education).toEqual([]);
    expect(parseResume('Jane Moraa\nID No. 30012345\n\nSKILLS\nTeaching').licences).toBeUndefined();
  });

  it('drops table header rows and reads the rows under them', () => {
    const parsed = parseResume(
      [
        'Peter Otieno',
        '',
        'WORK EXPERIENCE',
        'PERIOD – EMPLOYER – POSITION HELD',
        '2018 – To date     Homa Bay Sugar Ltd     Boiler Attendant',
        '',
        'EDUCATION',
        'YEAR     INSTITUTION     QUALIFICATION',
        '2014 – 2016     Kisii National Polytechnic     Craft Certificate in Boiler Operation',
      ].join('\n'),
    );
    expect(parsed.workExperience).toEqual([
      {
        position: 'Boiler Attendant',
        company: 'Homa Bay Sugar Ltd',
        location: '',
        duration: '2018 – Present',
        start: '2018',
        end: 'Present',
        achievements: [],
      },
    ]);
    expect(parsed.education).toEqual([
      { degree: 'Craft Certificate in Boiler Operation', institution: 'Kisii National Polytechnic', year: '2014 – 2016' },
    ]);
  });

  it('reads a date line above the employer and the title as one job, with its start and end', () => {
    const jobs = parseExperience([
      'Mar 2019 – To date',
      'G4S Kenya Limited, Nairobi',
      'Security Supervisor',
      '- Lead a team of 12 guards',
      'Jan 2016 – Feb 2019',
      'KK Security, Thika',
      'Guard',
      '- Patrolled the factory',
    ]);
    expect(jobs).toEqual([
      {
        position: 'Security Supervisor',
        company: 'G4S Kenya Limited',
        location: 'Nairobi',
        duration: 'Mar 2019 – Present',
        start: 'Mar 2019',
        end: 'Present',
        achievements: ['Lead a team of 12 guards'],
      },
      {
        position: 'Guard',
        company: 'KK Security',
        location: 'Thika',
        duration: 'Jan 2016 – Feb 2019',
        start: 'Jan 2016',
        end: 'Feb 2019',
        achievements: ['Patrolled the factory'],
      },
    ]);
  });

  it('joins the bullets written under "<employer> – duties:" to that employer\'s job', () => {
    const jobs = parseExperience([
      '| 2020 – Present | Nakuru Water Company, Nakuru | Meter Reader |',
      '',
      'Nakuru Water Company – duties:',
      '• Read 400 meters a week',
    ]);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ company: 'Nakuru Water Company', position: 'Meter Reader', achievements: ['Read 400 meters a week'] });
  });

  it('reads table rows by the columns their header names, leaving out columns a job has no field for', () => {
    const jobs = parseExperience([
      '| Period | School | Position | Subjects |',
      '| 2019 – Present | Kapsabet Boys High School, Kapsabet | Teacher (BOM) | Chemistry, Biology |',
    ]);
    expect(jobs).toEqual([
      {
        position: 'Teacher (BOM)',
        company: 'Kapsabet Boys High School',
        location: 'Kapsabet',
        duration: '2019 – Present',
        start: '2019',
        end: 'Present',
        achievements: [],
      },
    ]);
  });

  it('reads "<title> at <employer>" and an unlabelled employer beside "Position:"', () => {
    expect(parseExperience(['Security Guard at G4S Kenya Limited, Nairobi (Jan 2019 – To date)'])[0]).toMatchObject({
      position: 'Security Guard',
      company: 'G4S Kenya Limited',
      location: 'Nairobi',
    });
    expect(parseExperience(['Feb 2016 – Dec 2018: KK Security, Thika', 'Position: Guard'])[0]).toMatchObject({
      position: 'Guard',
      company: 'KK Security',
      location: 'Thika',
    });
  });

  it('reads duties written after their label, and a place in brackets after the employer', () => {
    const jobs = parseExperience([
      'Designation: Cleaner',
      'Organisation: Kenol Hospital',
      'Period: 2019 to date',
      'Duties: Mopping wards, disposing of waste',
    ]);
    expect(jobs[0]?.achievements).toEqual(['Mopping wards, disposing of waste']);
    expect(parseExperience(['Casual Labourer — Bidco Africa (Thika)', '2016 – 2018'])[0]).toMatchObject({
      position: 'Casual Labourer',
      company: 'Bidco Africa',
      location: 'Thika',
    });
  });

  it('joins a bullet wrapped onto the next line of a narrow column', () => {
    const jobs = parseExperience([
      'Cashier',
      'Naivas Supermarket',
      'Jan 2020 – Present',
      '- Balanced the till every',
      'evening without a shortfall',
    ]);
    expect(jobs[0]?.achievements).toEqual(['Balanced the till every evening without a shortfall']);
  });

  it('keeps referees out of two-column text, and skills in the left column out of the jobs', () => {
    const text = [
      'Mary Achieng Odhiambo',
      '',
      'SKILLS                      WORK EXPERIENCE',
      'Customer care               Receptionist',
      'Booking systems             Sunset Hotel, Kisumu',
      'Telephone etiquette         Feb 2021 – Present',
      '                            - Checked in 60 guests a day',
      '                            REFEREES',
      '                            Mr. Tom Ouma Okello',
      '                            0722 123 456',
    ].join('\n');
    const parsed = parseResume(text);
    expect(parsed.skills).toEqual(['Customer care', 'Booking systems', 'Telephone etiquette']);
    expect(parsed.workExperience).toHaveLength(1);
    expect(JSON.stringify(parsed)).not.toMatch(/Okello|722 123 456/);
  });

  it('reports an ID number, a county of origin and a tribe, and copies none of them', () => {
    const parsed = parseResume(
      'Grace Wambũi\n\nOTHER INFORMATION\nID/No: 31234567\nCounty of Origin: Gĩkũyũ County (Kiambu)\nTribe: Kikuyu\n\nLANGUAGES\nEnglish',
    );
    const text = JSON.stringify({ ...parsed, excludedDetails: [] });
    expect(text).not.toMatch(/31234567|Gĩkũyũ County|Kiambu/);
    expect(parsed.languages).toEqual([{ language: 'English', proficiency: '' }]);
    expect(parsed.excludedDetails.length).toBeGreaterThan(0);
  });

  it('joins a wrapped bullet that stops on a word needing more, or whose last words stand alone before a blank line', () => {
    const jobs = parseExperience([
      'Storekeeper',
      'Tuskys Depot, Eldoret',
      'Mar 2019 – Present',
      '• Issued stock to 14 branches with',
      '2 vans and a lorry',
      '• Counted the main store every',
      '2022',
      '• Kept the stock variance under 1.5',
      'percent a month',
      '• Trained two new clerks on the',
      'Tally Prime',
      '',
      'Clerk',
      'Moi Stores, Kitale',
      'Jan 2016 – Feb 2019',
      '• Filed delivery notes for a 3',
      'Ton Lorry',
      '',
    ]);
    expect(jobs.map((job) => job.position)).toEqual(['Storekeeper', 'Clerk']);
    expect(jobs[0]?.achievements).toEqual([
      'Issued stock to 14 branches with 2 vans and a lorry',
      'Counted the main store every 2022',
      'Kept the stock variance under 1.5 percent a month',
      'Trained two new clerks on the Tally Prime',
    ]);
    expect(jobs[1]?.achievements).toEqual(['Filed delivery notes for a 3 Ton Lorry']);
    // A title straight under a finished bullet, with its employer below, is the next job.
    const next = parseExperience([
      'Cook',
      'Java House, Nairobi',
      '2020 – 2022',
      '• Made 200 breakfasts a day',
      'Waiter',
      'Java House, Nairobi',
      '2018 – 2020',
    ]);
    expect(next.map((job) => job.position)).toEqual(['Cook', 'Waiter']);
  });

  it('reads labelled fields ("Period:", "Organisation:", "Position:") as one job, and a place after the labelled employer', () => {
    const jobs = parseExperience([
      'Period: May 2020 – Present',
      'Organisation: World Vision Kenya, Marsabit',
      'Position: Field Officer',
      'Duties:',
      '- Registered 400 households for cash transfers',
      '',
      'Period: Jan 2017 – Apr 2020',
      'Position: Volunteer',
      'Organisation: Kenya Red Cross',
    ]);
    expect(jobs).toMatchObject([
      { position: 'Field Officer', company: 'World Vision Kenya', location: 'Marsabit', start: 'May 2020', end: 'Present' },
      { position: 'Volunteer', company: 'Kenya Red Cross', start: 'Jan 2017', end: 'Apr 2020' },
    ]);
    expect(jobs[0]?.achievements).toEqual(['Registered 400 households for cash transfers']);
  });

  it("cuts a table's rows where its header's columns start, and gives the bullets under an employer's name to that row", () => {
    const jobs = parseExperience([
      'PERIOD        EMPLOYER                              POSITION HELD',
      '2019 – 2023   Kapa Oil Refineries, Industrial Area  Machine Operator',
      '2015 – 2019   Unga Ltd, Nakuru                      Packer',
      '',
      'Kapa Oil Refineries',
      '• Ran the filling line at 120 cartons an hour',
      'Unga Ltd',
      '• Packed 2 kg flour bales',
    ]);
    expect(jobs).toMatchObject([
      { position: 'Machine Operator', company: 'Kapa Oil Refineries', location: 'Industrial Area', start: '2019', end: '2023' },
      { position: 'Packer', company: 'Unga Ltd', location: 'Nakuru' },
    ]);
    expect(jobs.map((job) => job.achievements)).toEqual([['Ran the filling line at 120 cartons an hour'], ['Packed 2 kg flour bales']]);
  });

  it('takes a line naming a registered business ("Ltd", "Sacco") as the employer even when it has a job word', () => {
    const jobs = parseExperience(['2016 – 2020', 'Modern Coast Bus Ltd, Mombasa – Nairobi', 'Coach Driver']);
    expect(jobs[0]).toMatchObject({ position: 'Coach Driver', company: 'Modern Coast Bus Ltd' });
  });

  it('keeps a left-column line that fills its column to the edge in the left column', () => {
    const lines = [
      'SKILLS                 EXPERIENCE',
      'Welding                Welder',
      'Arc and MIG welding    Jua Kali Works, Kisumu',
      'Blueprint reading      2019 – Present',
      'Metal cutting, bending',
      '(plasma)               REFEREES',
      '                       Mr. Ben Otieno Okoth',
    ];
    const unfolded = unfoldColumns(lines);
    expect(unfolded.indexOf('Metal cutting, bending')).toBeLessThan(unfolded.indexOf('EXPERIENCE'));
    expect(unfolded.indexOf('REFEREES')).toBeGreaterThan(unfolded.indexOf('EXPERIENCE'));
  });

  it('joins a school name or a certificate wrapped in a narrow column, and reads a degree class as the grade', () => {
    const parsed = parseResume(
      [
        'Amos Kiprono Rotich',
        '',
        'EDUCATION',
        'BSc Agriculture',
        'University of Eldoret School of',
        'Agriculture and Biotechnology',
        '(UoE), 2011 – 2015',
        'First Class Honours',
        '',
        'CERTIFICATIONS',
        'Certified Crop Adviser',
        '(2021)',
      ].join('\n'),
    );
    expect(parsed.education).toEqual([
      {
        degree: 'BSc Agriculture',
        institution: 'University of Eldoret School of Agriculture and Biotechnology (UoE)',
        year: '2011 – 2015',
        grade: 'First Class Honours',
      },
    ]);
    expect(parsed.licences).toEqual(['Certified Crop Adviser (2021)']);
    expect(parseEducation(['Certificate in Plumbing', 'Nyeri Technical Training', 'Institute, 2016'])).toEqual([
      { degree: 'Certificate in Plumbing', institution: 'Nyeri Technical Training Institute', year: '2016' },
    ]);
    expect(parseEducation(['2010 – 2014: Bachelor of Education, Kenyatta University (Second Class Lower)'])).toEqual([
      { degree: 'Bachelor of Education', institution: 'Kenyatta University', year: '2010 – 2014', grade: 'Second Class Lower' },
    ]);
  });

  it('reads KCSE, the school and a bare grade after a dash apart', () => {
    expect(parseEducation(['2012: KCSE, Nyeri High School – C+ (plus)'])).toEqual([
      { degree: 'KCSE', institution: 'Nyeri High School', year: '2012', grade: 'C+ (plus)' },
    ]);
  });

  it('lists professional registrations and memberships with the licences, without their issue dates', () => {
    const parsed = parseResume(
      [
        'Lydia Moraa',
        '',
        'PROFESSIONAL REGISTRATION',
        'Nursing Council of Kenya – Registered Community Nurse, 2017',
        '',
        'PROFESSIONAL MEMBERSHIP',
        'Member, National Nurses Association of Kenya',
        '',
        'DRIVING LICENCE',
        'Class B',
        'First issued: 2015',
      ].join('\n'),
    );
    expect(parsed.licences).toEqual([
      'Nursing Council of Kenya – Registered Community Nurse, 2017',
      'Member, National Nurses Association of Kenya',
      'Class B',
    ]);
    expect(parsed.education).toEqual([]);
  });

  it('gives both languages of "A and B – fluent" the proficiency written once', () => {
    expect(parseLanguages(['Kiswahili and English – fluent; Kalenjin – native'])).toEqual([
      { language: 'Kiswahili', proficiency: 'fluent' },
      { language: 'English', proficiency: 'fluent' },
      { language: 'Kalenjin', proficiency: 'native' },
    ]);
  });

  it('reads the name on the left of a header laid out in two columns, and a paragraph under it as the summary', () => {
    const parsed = parseResume(
      [
        'WAFULA, Dennis Barasa                        ELECTRICAL TECHNICIAN',
        'Bungoma / Nairobi | 0712 300 400',
        '',
        'Electrical technician with 6 years of wiring, panel fitting and maintenance in factories and schools.',
        '',
        'SKILLS',
        'Wiring',
      ].join('\n'),
    );
    expect(parsed.personalInfo).toMatchObject({ firstName: 'Dennis', lastName: 'Barasa Wafula', location: 'Bungoma / Nairobi' });
    expect(parsed.summary).toBe('Electrical technician with 6 years of wiring, panel fitting and maintenance in factories and schools.');
  });

  it('reads "Personal: Born 1990, married. ID No. …" as personal details, copied nowhere', () => {
    const parsed = parseResume('Rose Akinyi\n\nLANGUAGES\nEnglish (fluent)\n\nPersonal: Born 1990, married. ID No. 29001234.');
    expect(parsed.languages).toEqual([{ language: 'English', proficiency: 'fluent' }]);
    expect(JSON.stringify({ ...parsed, excludedDetails: [] })).not.toMatch(/1990|29001234|married/i);
    expect(parsed.excludedDetails).toEqual(expect.arrayContaining(['dateOfBirth', 'maritalStatus', 'nationalId']));
  });
});
