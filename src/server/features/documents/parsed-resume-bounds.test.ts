import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../../shared/schemas/envelope';
import { PARSED_RESUME_LIMITS, parseResumeResponseSchema, type ParsedResume } from '../../../shared/schemas/documents';
import { captureLogs } from '../../test-support/log-capture';
import { signUpMember } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** A word that appears nowhere but in the member's CV, to look for in the log. */
const MARKER = 'Zanzibarqwerty';

const resume = (overrides: Partial<ParsedResume> = {}): ParsedResume => ({
  personalInfo: { firstName: 'Achieng', lastName: 'Otieno', email: 'achieng@example.com', phone: '+254 711 222 333', location: 'Kisumu' },
  skills: ['Food safety'],
  languages: [{ language: 'English', proficiency: 'Fluent' }],
  workExperience: [
    { position: 'Cook', company: 'Java House', location: 'Kisumu', duration: '2019 – 2024', achievements: [`Cooked for ${MARKER} guests`] },
  ],
  education: [{ degree: 'Diploma', institution: 'Kenya Utalii College', year: '2018' }],
  excludedDetails: [],
  ...overrides,
});

const withNul = () =>
  resume({
    workExperience: [
      { position: 'Cook', company: 'Java House', location: 'Kisumu', duration: '2019', achievements: [`Fed ${MARKER}\u0000 guests`] },
    ],
  });

describe('parsed resumes sent back to the server (convert-resume, resume-templates, update-job-info)', () => {
  let t: TestApp;
  const logs = captureLogs();
  let jobId: number;

  beforeAll(async () => {
    t = await createTestApp({}, { logger: logs.logger });
    const job = await t.app.database.pool.query<{ id: number }>(
      `INSERT INTO jobs (source, source_ref, kind, title, company, location, province, salary, description, is_lmia)
       VALUES ('test', 'bounds-1', 'posting', 'Cook', 'Employer', 'City', 'Ontario', 'Not stated', 'Work.', false) RETURNING id`,
    );
    jobId = job.rows[0]!.id;
  });
  afterAll(async () => t.close());

  // Each route has its own member: the documents routes allow 30 calls an hour per member.
  const send = async (url: string, body: unknown) => {
    const { cookie } = await signUpMember(t.app);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body as Record<string, unknown>,
      headers: { cookie, origin: new URL(t.config.publicUrl).origin },
    });
  };
  const bodies = (parsedData: unknown): Array<[string, unknown]> => [
    ['/api/ai/convert-resume', { parsedData, template: 'professional' }],
    ['/api/ai/resume-templates', { parsedData }],
    ['/api/ai/update-job-info', { jobId, resumeData: parsedData }],
  ];

  it('answers a NUL anywhere in it with the 400 envelope naming the field, never 500, and keeps the CV out of the log', async () => {
    for (const [url, body] of bodies(withNul())) {
      const response = await send(url, body);
      expect(response.statusCode, url).toBe(400);
      const envelope = errorEnvelopeSchema.parse(response.json());
      expect(envelope.errorCode, url).toBe('VALIDATION_ERROR');
      expect(Object.keys(envelope.details as object).join(), url).toMatch(/workExperience\.0\.achievements\.0$/);
    }
    expect(logs.text()).not.toContain(MARKER);
    expect(logs.lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });

  it('refuses 900 KB in one field, and more than the 50,000-character total spread over bounded fields', async () => {
    const huge = resume({ skills: ['x'.repeat(900 * 1024)] });
    for (const [url, body] of bodies(huge)) {
      const response = await send(url, body);
      expect([400, 413], url).toContain(response.statusCode);
      expect(errorEnvelopeSchema.parse(response.json()).success, url).toBe(false);
    }
    // Every line within its bound, 30 roles × 30 lines × 1,000 characters = 900,000 in all.
    const role = {
      position: 'Cook',
      company: 'Java House',
      location: 'Kisumu',
      duration: '2019',
      achievements: Array.from({ length: PARSED_RESUME_LIMITS.achievementsPerRole }, () => 'y'.repeat(PARSED_RESUME_LIMITS.achievement)),
    };
    const spread = resume({ workExperience: Array.from({ length: PARSED_RESUME_LIMITS.workExperience }, () => role) });
    for (const [url, body] of bodies(spread)) {
      const response = await send(url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
      expect(JSON.stringify(response.json().details), url).toContain('at most 50,000 characters in all');
    }
    const manyRoles = resume({
      workExperience: Array.from({ length: PARSED_RESUME_LIMITS.workExperience + 1 }, () => resume().workExperience[0]!),
    });
    expect((await send('/api/ai/convert-resume', { parsedData: manyRoles, template: 'modern' })).statusCode).toBe(400);
  });

  it('gives back from parse-resume a result that convert-resume accepts, however long the CV lines were', async () => {
    const { cookie } = await signUpMember(t.app);
    const headers = { cookie, origin: new URL(t.config.publicUrl).origin };
    const longLine = `Managed ${'the busiest kitchen shift and '.repeat(100)}`;
    const cv = [
      'Achieng Otieno',
      'achieng@example.com | +254 711 222 333 | Kisumu',
      'WORK EXPERIENCE',
      ...Array.from({ length: 40 }, (_, i) => `Cook, Java House ${i}, Kisumu, 2019 – 2024\n- ${longLine}`),
      'SKILLS',
      Array.from({ length: 80 }, (_, i) => `Skill number ${i} ${'z'.repeat(120)}`).join(', '),
    ]
      .join('\n')
      .slice(0, 50_000);
    const parsed = await t.app.inject({ method: 'POST', url: '/api/ai/parse-resume', payload: { resumeText: cv }, headers });
    expect(parsed.statusCode).toBe(200);
    const { parsedData } = parseResumeResponseSchema.parse(parsed.json());
    const converted = await t.app.inject({
      method: 'POST',
      url: '/api/ai/convert-resume',
      payload: { parsedData, template: 'professional' },
      headers,
    });
    expect(converted.statusCode, converted.body.slice(0, 300)).toBe(200);
  });
});
