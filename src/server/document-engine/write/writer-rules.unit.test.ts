import { describe, expect, it } from 'vitest';
import { RESUME_TEMPLATES, type ParsedResume, type UserProfile } from '../../../shared/schemas/documents';
import { sanityProblems } from '../score/sanity';
import { toAchievementBullet } from './action-verbs';
import { convertResume } from './convert-resume';
import { inCanadianTerms, isWeakGrade, licenceInCanadianTerms } from './credentials';
import { ecaAdvice } from './document-pieces';
import { generateCoverLetter } from './generate-cover-letter';
import { generatePersonalStatement } from './generate-personal-statement';
import { generateResume } from './generate-resume';
import { renderDocument } from './markdown';
import { looksLikeCompany, looksLikeTitle } from './sure-facts';

/** The writer rules of docs/product.md#documents, each with the exact bad example the issue measured. */

const CHEF: ParsedResume = {
  personalInfo: { firstName: 'Kevin', lastName: 'Njoroge', email: 'kevin@example.com', phone: '0729 605 381', location: 'Mombasa' },
  // The parser put the employer where the title goes and the title where the employer goes.
  workExperience: [
    {
      position: 'Tamarind Group, Mombasa',
      company: 'Sous Chef',
      location: '',
      duration: 'Mar 2016 – Present',
      achievements: [
        'Cut dessert food cost from 34% to 27% by redesigning the menu',
        'Cleaning and housekeeping',
        'Feeding, bathing, naps',
      ],
    },
    {
      position: 'Commis Chef',
      company: 'Serena Beach Resort',
      location: 'Mombasa',
      duration: 'Jan 2013 – Feb 2016',
      achievements: ['Prepared breakfast for 150 guests'],
    },
  ],
  education: [
    { degree: 'KCPE', institution: 'Ramba Primary School', year: '1996', grade: '' },
    { degree: '2000 KCSE Ramba Secondary School Mean Grade D+ (plus)', institution: '', year: '' },
    { degree: 'Diploma in Food Production', institution: 'Kenya Utalii College', year: '2012' },
  ],
  skills: ['Pastry', 'Defensive driving', 'Food safety'],
  languages: [],
  licences: ['Driving Licence Class B, C, CE'],
  excludedDetails: [],
};
const PROFILE: UserProfile = {
  firstName: 'Kevin',
  lastName: 'Njoroge',
  skills: CHEF.skills,
  masterCv: CHEF,
  experience: 'Gardener at Somewhere, 2001 - 2002',
};
const JOB = {
  title: 'Cook',
  company: 'Maple Leaf Bistro',
  description: 'Cook wanted: prepare complete meals, food safety, clean kitchen. Class 1 licence and hours of service not needed.',
};
const NOC_JOB = { ...JOB, title: 'Registered nurses and registered psychiatric nurses' };

const documents = (job: typeof JOB) => [
  generateResume(PROFILE, job),
  generateCoverLetter(PROFILE, job, new Date('2026-11-26T12:00:00Z')),
  generatePersonalStatement(PROFILE, 'immigration', job.title),
  generatePersonalStatement(PROFILE, 'employer', job.title),
  ...RESUME_TEMPLATES.map((template) => convertResume(CHEF, template, job)),
];

describe('the writers never write nonsense', () => {
  it('write sentences only from a title and an employer they are sure of (never "As a Tamarind Group, Mombasa")', () => {
    for (const document of documents(JOB)) {
      expect(document).not.toMatch(/As an? Tamarind/);
      expect(document).not.toContain('experience at Sous Chef');
      expect(sanityProblems(document, { languagesGiven: [] })).toEqual([]);
    }
    expect(looksLikeTitle('Tamarind Group, Mombasa')).toBe(false);
    expect(looksLikeCompany('Sous Chef')).toBe(false);
    // The swapped fields are put back in place for the role heading.
    expect(generateResume(PROFILE, JOB)).toContain('**Sous Chef** | Tamarind Group, Mombasa');
  });

  it('write the summary from years of experience, the strongest quantified result and the target role, never a list of employers', () => {
    const resume = generateResume(PROFILE, JOB);
    expect(resume).toContain(
      `Sous Chef with ${new Date().getUTCFullYear() - 2013} years of experience, applying for the Cook position at Maple Leaf Bistro.`,
    );
    expect(resume).toContain('Track record: cut dessert food cost from 34% to 27% by redesigning the menu.');
    expect(resume).not.toMatch(/with experience at/);
  });

  it('put credentials in Canadian terms: KCSE named, KCPE and weak grades dropped, class CE mapped', () => {
    const resume = generateResume(PROFILE, JOB);
    expect(resume).toContain('Kenyan secondary school diploma (KCSE), Ramba Secondary School, 2000');
    expect(resume).not.toMatch(/KCPE|D\+|\(plus\)/);
    expect(resume).toContain('Class CE: equivalent to Class 1 (tractor-trailer) after provincial testing');
    expect(isWeakGrade('C+', true)).toBe(false);
    expect(isWeakGrade('C', true)).toBe(true);
    expect(isWeakGrade('Pass', false)).toBe(true);
    expect(inCanadianTerms({ degree: 'KCSE', institution: 'Kagumo High School', year: '2015', grade: 'B+' })).toEqual({
      degree: 'Kenyan secondary school diploma (KCSE)',
      institution: 'Kagumo High School',
      year: '2015',
      grade: 'Mean Grade B+',
    });
    expect(licenceInCanadianTerms('Forklift certificate')).toBe('Forklift certificate');
    expect(licenceInCanadianTerms('Driving licence class A2')).toBe('Driving licence class A2');
  });

  it('claim only what the posting asks for: no "calls for defensive driving", no "I also bring"', () => {
    const letter = generateCoverLetter(PROFILE, JOB, new Date('2026-11-26T12:00:00Z'));
    expect(letter).toContain('Your posting calls for food safety, which is among my core skills.');
    expect(letter).not.toMatch(/calls for[^.]*defensive driving/);
    expect(letter).not.toContain('I also bring');
  });

  it('never invent a language, and list only the ones given', () => {
    for (const document of documents(JOB)) expect(document).not.toContain('## Languages');
    const withLanguage = convertResume({ ...CHEF, languages: [{ language: 'English', proficiency: 'Fluent' }] }, 'professional', JOB);
    expect(withLanguage).toContain('## Languages\n\n- English (Fluent)\n');
    expect(withLanguage).not.toContain('Kiswahili');
  });

  it('never use a NOC group title as the job title ("applying for the Registered nurses and registered psychiatric nurses position")', () => {
    for (const document of documents(NOC_JOB)) expect(document).not.toContain('Registered nurses and registered psychiatric nurses');
    expect(generateCoverLetter(PROFILE, NOC_JOB)).toContain('I am writing to apply for the Sous Chef position at Maple Leaf Bistro.');
  });

  it('keep the ECA advice and "References available upon request" out of every document (the advice is shown beside it)', () => {
    for (const document of documents(JOB)) {
      expect(document).not.toMatch(/Educational Credential Assessment|references available/i);
    }
    expect(ecaAdvice()).toContain('Educational Credential Assessment (ECA)');
  });

  it('never repeat a sentence', () => {
    const twice = 'I prepared breakfast for 150 guests every day.';
    expect(renderDocument([`# Name`, `${twice} ${twice}`, `- ${twice}`])).toBe(`# Name\n\n${twice}\n`);
  });

  it('keep the member\'s own words when a bullet cannot be rewritten cleanly ("Cleaned and housekeeping", "feeding, bathe, naps")', () => {
    expect(toAchievementBullet('Cleaning and housekeeping')).toBe('Cleaning and housekeeping');
    expect(toAchievementBullet('Feeding, bathing, naps', true)).toBe('Feeding, bathing, naps');
    expect(toAchievementBullet('Responsible for feeding, bathing, naps')).toBe('Feeding, bathing, naps');
    expect(toAchievementBullet('Cleaning and sterilising equipment')).toBe('Cleaned and sterilised equipment');
    const resume = generateResume(PROFILE, JOB);
    expect(resume).not.toMatch(/Cleaned and housekeeping|bathe, naps/i);
  });

  it('read the saved profile (masterCv) instead of the free text when it is sent', () => {
    const resume = generateResume(PROFILE, JOB);
    expect(resume).toContain('Serena Beach Resort');
    expect(resume).not.toContain('Gardener');
  });
});
