import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_ENGINE_MESSAGES, DOCUMENT_MESSAGES } from '../../../shared/messages';
import {
  documentDetailSchema,
  documentListSchema,
  convertResumeResponseSchema,
  documentResponseSchema,
  parseAndConvertResponseSchema,
  parseResumeResponseSchema,
  QUALITY_CHECK_IDS,
  RESUME_TEMPLATES,
  resumeTemplatesResponseSchema,
  type ParsedResume,
} from '../../../shared/schemas/documents';
import { DocumentEngineError } from '../../integrations/ai/document-engine';
import { signIn, signUp, signUpMember } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { DOCUMENT_GENERATIONS_PER_MEMBER } from './routes';

const KENYAN_CV = readFileSync(
  fileURLToPath(new URL('../../document-engine/parse/fixtures/01-grace-mwangi-nurse.txt', import.meta.url)),
  'utf8',
);

const profile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Achieng',
  lastName: 'Otieno',
  email: 'achieng.otieno@example.com',
  phone: '+254 711 222 333',
  location: 'Kisumu, Kenya',
  skills: ['Customer service', 'Inventory control', 'Food safety'],
  experience: 'Shift supervisor, Java House, Kisumu, 2019 – 2024\nLed a team of 8 and cut waste by 20%.',
  education: 'Diploma in Hospitality Management, Kenya Utalii College, 2018',
  ...overrides,
});

const resumeBody = (overrides: Record<string, unknown> = {}) => ({
  jobTitle: 'Food Service Supervisor',
  jobDescription: 'Supervise kitchen staff, control inventory, ensure food safety standards in a busy restaurant.',
  userProfile: profile(),
  ...overrides,
});

describe('documents API', () => {
  let t: TestApp;
  let member: string;
  let parsed: ParsedResume;

  const origin = () => new URL(t.config.publicUrl).origin;
  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: { origin: origin(), ...(cookie ? { cookie } : {}) },
    });
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const del = (url: string, cookie: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie, origin: origin() } });

  beforeAll(async () => {
    t = await createTestApp();
    member = (await signUpMember(t.app)).cookie;
    const response = await post('/api/ai/parse-resume', { resumeText: KENYAN_CV }, member);
    parsed = parseResumeResponseSchema.parse(response.json()).parsedData;
  });
  afterAll(async () => t.close());

  const validBodies = (): Record<string, unknown> => ({
    '/api/ai/resume': resumeBody(),
    '/api/ai/cover-letter': { ...resumeBody(), company: 'Tim Hortons' },
    '/api/ai/personal-statement': { userProfile: profile() },
    '/api/ai/parse-resume': { resumeText: KENYAN_CV },
    '/api/ai/convert-resume': { parsedData: parsed, template: 'professional' },
    '/api/ai/resume-templates': { parsedData: parsed },
    '/api/ai/parse-and-convert': { resumeText: KENYAN_CV, template: 'modern' },
  });

  it('refuses visitors (401) and members without access (403 PAYMENT_REQUIRED) on every POST route', async () => {
    const { payload } = await signUp(t.app);
    const unpaid = (await signIn(t.app, payload.email)).cookie;
    for (const [url, body] of Object.entries(validBodies())) {
      const visitor = await post(url, body);
      expect(visitor.statusCode, url).toBe(401);
      const notPaid = await post(url, body, unpaid);
      expect(notPaid.statusCode, url).toBe(403);
      expect(notPaid.json().errorCode, url).toBe('PAYMENT_REQUIRED');
    }
    for (const url of ['/api/documents', '/api/documents/00000000-0000-4000-8000-000000000000']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await get(url, unpaid)).statusCode, url).toBe(403);
    }
  });

  it('writes a resume from the profile, saves it and shows it in the list and by id', async () => {
    const response = await post('/api/ai/resume', resumeBody(), member);
    expect(response.statusCode).toBe(200);
    const body = documentResponseSchema.parse(response.json());
    expect(body.content).toContain('Achieng');
    expect(body.content).toContain('Otieno');
    expect(body.content).toContain('Food Service Supervisor');
    expect(body.content).toMatch(/^## /m);
    expect(body).toMatchObject({ writtenBy: 'builtin', writerName: 'the built-in writer' });
    expect(body.notice).toBeUndefined();

    const list = documentListSchema.parse((await get('/api/documents', member)).json());
    expect(list.documents[0]).toMatchObject({
      id: body.documentId,
      kind: 'resume',
      title: 'Resume — Food Service Supervisor',
      template: null,
      writtenBy: 'builtin',
    });
    const detail = await get(`/api/documents/${body.documentId}`, member);
    expect(detail.statusCode).toBe(200);
    expect(documentDetailSchema.parse(detail.json()).document.content).toBe(body.content);
  });

  it('writes a cover letter and a personal statement for both purposes', async () => {
    const letter = await post('/api/ai/cover-letter', { ...resumeBody(), company: 'Tim Hortons' }, member);
    expect(letter.statusCode).toBe(200);
    const letterBody = documentResponseSchema.parse(letter.json());
    expect(letterBody.content).toContain('Tim Hortons');
    expect(letterBody.content).toContain('Achieng');

    const immigration = documentResponseSchema.parse((await post('/api/ai/personal-statement', { userProfile: profile() }, member)).json());
    const employer = documentResponseSchema.parse(
      (await post('/api/ai/personal-statement', { purpose: 'employer', targetRole: 'Cook', userProfile: profile() }, member)).json(),
    );
    expect(immigration.content).toContain('Achieng');
    expect(employer.content).not.toBe(immigration.content);

    const titles = documentListSchema.parse((await get('/api/documents', member)).json()).documents.map((d) => d.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Cover letter — Tim Hortons', 'Personal statement — immigration', 'Personal statement — employer']),
    );
  });

  it('parses a Kenyan CV and reports the personal details it left out', async () => {
    const response = await post('/api/ai/parse-resume', { resumeText: KENYAN_CV }, member);
    expect(response.statusCode).toBe(200);
    const body = parseResumeResponseSchema.parse(response.json());
    expect(body.parsedData.personalInfo.firstName).toBe('Grace');
    expect(body.parsedData.personalInfo.lastName).toContain('Mwangi');
    expect(body.parsedData.excludedDetails).toEqual(expect.arrayContaining(['dateOfBirth', 'gender', 'maritalStatus', 'religion']));
  });

  it('converts a parsed resume (saved) and shows it in all five templates', async () => {
    const converted = await post('/api/ai/convert-resume', { parsedData: parsed, template: 'technical' }, member);
    expect(converted.statusCode).toBe(200);
    const { convertedResume, documentId } = converted.json() as { convertedResume: string; documentId: string };
    expect(convertedResume).toContain('Grace');
    expect(convertedResume).not.toMatch(/Date of Birth|Marital/i);
    const saved = documentDetailSchema.parse((await get(`/api/documents/${documentId}`, member)).json()).document;
    expect(saved).toMatchObject({ kind: 'converted_resume', template: 'technical', title: 'Converted resume — technical' });

    const templates = await post('/api/ai/resume-templates', { parsedData: parsed, targetJob: { title: 'Registered Nurse' } }, member);
    expect(templates.statusCode).toBe(200);
    const body = resumeTemplatesResponseSchema.parse(templates.json());
    const texts = RESUME_TEMPLATES.map((template) => body[template]);
    expect(new Set(texts).size).toBe(5);
  });

  it("scores the resume it converts, and reports a misread CV as the reader's, beside the resume", async () => {
    const convert = async (parsedData: ParsedResume) => {
      const response = await post('/api/ai/convert-resume', { parsedData, template: 'professional' }, member);
      expect(response.statusCode, response.body).toBe(200);
      return convertResumeResponseSchema.parse(response.json());
    };
    const clean = await convert(parsed);
    const sanityOf = (body: typeof clean) => body.qualityScore.checks.find((check) => check.id === 'sanity')!;
    expect(sanityOf(clean).score).toBe(100);
    expect(clean.qualityScore.overallScore).toBeGreaterThan(0);

    // A role read without its title and a name not read at all: the report says the reader misread the CV.
    const misread = await convert({
      ...parsed,
      personalInfo: { ...parsed.personalInfo, firstName: '', lastName: '' },
      workExperience: parsed.workExperience.map((role, index) => (index === 0 ? { ...role, position: '' } : role)),
    });
    expect(sanityOf(misread).score).toBeLessThan(100);
    expect(sanityOf(misread).reasons.length).toBeGreaterThanOrEqual(2);
    for (const reason of sanityOf(misread).reasons) expect(reason).toMatch(/^We may have misread your CV: /);
    expect(misread.qualityScore.overallScore).toBeLessThan(clean.qualityScore.overallScore);
  });

  it('parses, converts and scores in one call', async () => {
    const response = await post(
      '/api/ai/parse-and-convert',
      {
        resumeText: KENYAN_CV,
        template: 'professional',
        targetJob: { title: 'Registered Nurse' },
        jobDescription: 'Registered nurse for a medical-surgical unit: patient assessment, medication administration, charting.',
      },
      member,
    );
    expect(response.statusCode).toBe(200);
    const body = parseAndConvertResponseSchema.parse(response.json());
    expect(body.parsedData.personalInfo.firstName).toBe('Grace');
    expect(body.qualityScore!.overallScore).toBeGreaterThanOrEqual(0);
    expect(body.qualityScore!.overallScore).toBeLessThanOrEqual(100);
    expect(body.qualityScore!.checks.map((c) => c.id).sort()).toEqual([...QUALITY_CHECK_IDS].sort());
    expect((await get(`/api/documents/${body.documentId}`, member)).statusCode).toBe(200);

    const unscored = await post('/api/ai/parse-and-convert', { resumeText: KENYAN_CV, template: 'modern', qualityCheck: false }, member);
    expect(unscored.statusCode).toBe(200);
    expect(unscored.json().qualityScore).toBeUndefined();
  });

  it("keeps members' documents apart: another member's is not found; one's own deletes once", async () => {
    const mine = documentResponseSchema.parse((await post('/api/ai/resume', resumeBody(), member)).json()).documentId;
    const other = (await signUpMember(t.app)).cookie;
    for (const response of [await get(`/api/documents/${mine}`, other), await del(`/api/documents/${mine}`, other)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'DOCUMENT_NOT_FOUND', message: 'This document could not be found.' });
    }
    expect(documentListSchema.parse((await get('/api/documents', other)).json()).documents).toEqual([]);

    expect((await del(`/api/documents/${mine}`, member)).statusCode).toBe(200);
    expect((await del(`/api/documents/${mine}`, member)).statusCode).toBe(404);
    expect((await get(`/api/documents/${mine}`, member)).statusCode).toBe(404);
    expect((await get('/api/documents/not-a-uuid', member)).statusCode).toBe(400);
  });

  it('refuses a missing name and an over-long CV with the field messages', async () => {
    const missing = await post('/api/ai/resume', resumeBody({ userProfile: profile({ firstName: undefined }) }), member);
    expect(missing.statusCode).toBe(400);
    expect(Object.values(missing.json().details as Record<string, string>)).toContain(DOCUMENT_MESSAGES.requiredFields);
    expect(missing.json().details['userProfile.firstName']).toBe('Please fill in all required fields.');

    const long = await post('/api/ai/parse-resume', { resumeText: 'a'.repeat(50_001) }, member);
    expect(long.statusCode).toBe(400);
    expect(long.json().details.resumeText).toBe('The resume text is too long (at most 50,000 characters).');
  });

  it('keeps markup typed into the profile as literal text', async () => {
    const script = '<script>alert(1)</script>';
    const response = await post(
      '/api/ai/resume',
      resumeBody({ userProfile: profile({ lastName: `Otieno ${script}`, skills: ['Cooking', script] }) }),
      member,
    );
    expect(response.statusCode).toBe(200);
    const { content } = documentResponseSchema.parse(response.json());
    expect(content).toContain(script);
    expect(content).not.toContain('&lt;script');
  });

  it("answers a provider's failure with its status, code and safe message", async () => {
    const engine = t.app.deps.documents;
    const cases = [
      ['authentication', 502, 'AI_PROVIDER_AUTH', DOCUMENT_ENGINE_MESSAGES.authentication],
      ['timeout', 504, 'AI_PROVIDER_TIMEOUT', DOCUMENT_ENGINE_MESSAGES.timeout(60)],
      ['rate-limited', 503, 'AI_PROVIDER_BUSY', DOCUMENT_ENGINE_MESSAGES.rateLimited],
      ['unavailable', 503, 'AI_PROVIDER_UNAVAILABLE', DOCUMENT_ENGINE_MESSAGES.unavailable],
    ] as const;
    try {
      for (const [failure, status, errorCode, message] of cases) {
        t.app.deps.documents = { ...engine, resume: () => Promise.reject(new DocumentEngineError(failure, message)) };
        const response = await post('/api/ai/resume', resumeBody(), member);
        expect(response.statusCode, failure).toBe(status);
        expect(response.json()).toEqual({ success: false, errorCode, message });
      }
    } finally {
      t.app.deps.documents = engine;
    }
  });

  it('asks the configured engine, through its interface, for the quality score and for the name of its fallback writer', async () => {
    const engine = t.app.deps.documents;
    const score = { overallScore: 77, checks: [], missingKeywords: ['a word only this stand-in reports'] };
    // A model engine whose fallback is another writer: the service may know no engine but the one it was given.
    t.app.deps.documents = {
      ...engine,
      kind: 'openai',
      writerName: 'a stand-in model',
      fallbackWriterName: 'a stand-in fallback writer',
      score: () => score,
    };
    try {
      const { cookie } = await signUpMember(t.app);
      const written = documentResponseSchema.parse((await post('/api/ai/resume', resumeBody(), cookie)).json());
      expect(written).toMatchObject({ writtenBy: 'builtin', writerName: 'a stand-in fallback writer' });
      const converted = await post('/api/ai/parse-and-convert', { resumeText: KENYAN_CV, template: 'modern', qualityCheck: true }, cookie);
      expect(converted.statusCode).toBe(200);
      expect(converted.json().qualityScore).toEqual(score);
    } finally {
      t.app.deps.documents = engine;
    }
  });

  it('allows a member 30 generations an hour across all the writing and parsing routes and sessions, then 429', async () => {
    expect(DOCUMENT_GENERATIONS_PER_MEMBER.max).toBe(30);
    const { payload, cookie } = await signUpMember(t.app);
    const bodies = validBodies();
    const routes = Object.keys(bodies);
    for (let i = 0; i < DOCUMENT_GENERATIONS_PER_MEMBER.max; i += 1) {
      const url = routes[i % routes.length]!;
      expect((await post(url, bodies[url], cookie)).statusCode, url).toBe(200);
    }
    // A second sign-in (another phone) shares the member's count, on any route.
    const other = (await signIn(t.app, payload.email)).cookie;
    for (const url of ['/api/ai/personal-statement', '/api/ai/parse-resume']) {
      const over = await post(url, bodies[url], other);
      expect(over.statusCode, url).toBe(429);
      expect(over.json().errorCode).toBe('RATE_LIMITED');
    }
    // Another member is unaffected.
    expect((await post('/api/ai/personal-statement', { userProfile: profile() }, member)).statusCode).toBe(200);
  });

  it('says which engine writes documents, to anyone: the built-in writer when no AI key is set', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ai/engine' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, kind: 'builtin', writerName: 'the built-in writer' });
  });
});
