import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { qualityScoreSchema, RESUME_TEMPLATES, type UserProfile } from '../../shared/schemas/documents';
import { createBuiltinEngine } from './builtin-engine';
import { qualityReport } from './score/quality-report';

const fixture = (name: string) =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'parse', 'fixtures', name), 'utf8');

const CAREGIVER_CV = fixture('06-wanjiru-njoroge-ogutu-caregiver.txt');
const JOB = {
  title: 'Personal Support Worker',
  company: 'Maple Grove Seniors Residence',
  description:
    'Personal support worker to assist seniors with bathing, dressing, mobility and meals. Dementia care experience, ' +
    'first aid and CPR required. Record observations in the care plan and report changes to the registered nurse.',
};
const PROFILE: UserProfile = {
  firstName: 'Wanjĩrũ',
  lastName: 'Njoroge-Ogutu',
  email: 'wanjiru@example.com',
  phone: '0798 112 430',
  location: 'Nairobi, Kenya',
  skills: ['Dementia care', 'First aid and CPR', 'Meal preparation'],
  experience: 'Caregiver, Amani Elderly Care Home, Nairobi, 2021 – Present. Assisted 8 elderly residents with bathing and meals.',
  education: 'Certificate in Caregiving, Kenya Red Cross Training Institute, 2018',
};

describe('the built-in engine', () => {
  const engine = createBuiltinEngine({ today: () => new Date('2026-11-23T08:00:00Z') });

  it('names itself truthfully and writes every document itself', async () => {
    expect(engine).toMatchObject({ kind: 'builtin', writerName: 'the built-in writer' });
    const answers = await Promise.all([
      engine.resume(PROFILE, JOB),
      engine.coverLetter(PROFILE, JOB),
      engine.personalStatement(PROFILE, 'immigration'),
    ]);
    for (const answer of answers) {
      expect(answer.writtenBy).toBe('builtin');
      expect(answer.fallbackNotice).toBeUndefined();
      expect(answer.value).toContain('Njoroge-Ogutu');
    }
    expect(answers[1]!.value).toContain('Maple Grove Seniors Residence');
  });

  it('parses a Kenyan CV, converts it to all five templates, and leaves the personal details out', async () => {
    const { value: parsed } = await engine.parseResume(CAREGIVER_CV);
    expect(parsed.personalInfo.lastName).toBe('Njoroge-Ogutu');
    expect(parsed.excludedDetails).toEqual(expect.arrayContaining(['dateOfBirth', 'maritalStatus', 'religion']));
    for (const template of RESUME_TEMPLATES) {
      const { value } = await engine.convertResume(parsed, template, JOB);
      expect(value).toContain('Njoroge-Ogutu');
      expect(value).not.toMatch(/23 September 1996|Marital|Religion|Christian/i);
    }
  });
});

describe('the quality report', () => {
  const engine = createBuiltinEngine();

  it('scores a converted CV with reasons, flags what Canadian resumes leave out, and lists missing keywords', async () => {
    const { value: parsed } = await engine.parseResume(CAREGIVER_CV);
    const { value: converted } = await engine.convertResume(parsed, 'professional', JOB);
    const report = qualityScoreSchema.parse(qualityReport({ parsed, converted, jobDescription: JOB.description }));

    expect(report.checks.map((check) => check.id)).toEqual([
      'sanity',
      'contact',
      'quantifiedAchievements',
      'actionVerbs',
      'length',
      'canadianNorms',
      'tidiness',
      'keywordMatch',
      'atsRoundTrip',
    ]);
    expect(report.checks.reduce((sum, check) => sum + check.weight, 0)).toBe(100);
    const byId = Object.fromEntries(report.checks.map((check) => [check.id, check]));
    expect(byId.contact!.score).toBe(100);
    // The resume is measured: the CV's date of birth was left out of it, so the norms hold (and the member is told).
    expect(byId.canadianNorms!.score).toBe(100);
    expect(byId.canadianNorms!.reasons.join(' ')).toContain('left out of the resume');
    // "registered nurse" and "care plan" are in the description, not in this caregiver's CV.
    expect(report.missingKeywords).toEqual(expect.arrayContaining(['registered']));
    expect(byId.atsRoundTrip!.score).toBeGreaterThanOrEqual(80);
    expect(report.overallScore).toBeGreaterThan(40);
    expect(report.overallScore).toBeLessThan(100);
  });

  it('skips the keyword check without a job description, and a bare CV scores low with things to do', async () => {
    const { value: parsed } = await engine.parseResume('Amina Otieno\nNairobi');
    const { value: converted } = await engine.convertResume(parsed, 'modern');
    const report = qualityReport({ parsed, converted });
    expect(report.checks.some((check) => check.id === 'keywordMatch')).toBe(false);
    expect(report.checks.reduce((sum, check) => sum + check.weight, 0)).toBe(85);
    expect(report.missingKeywords).toEqual([]);
    // Nothing in it is misread (the sanity check, 30 of 85, passes), but everything else is thin.
    expect(report.checks.find((check) => check.id === 'sanity')!.score).toBe(100);
    expect(report.overallScore).toBeLessThan(65);
    expect(report.checks.find((check) => check.id === 'contact')!.reasons[0]).toBe('Add your e-mail address and phone number.');
  });
});
