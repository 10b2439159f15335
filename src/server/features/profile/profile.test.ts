import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARSED_RESUME_LIMITS, type ParsedResume } from '../../../shared/schemas/documents';
import { errorEnvelopeSchema } from '../../../shared/schemas/envelope';
import { emptyProfile, importProfileResponseSchema, memberProfileResponseSchema } from '../../../shared/schemas/profile';
import { memberProfiles } from '../../db/schema/profiles';
import { signUp, signUpMember, STRONG_PASSWORD } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const KENYAN_CV = readFileSync(
  fileURLToPath(new URL('../../document-engine/parse/fixtures/01-grace-mwangi-nurse.txt', import.meta.url)),
  'utf8',
);

const wanjiru = (): ParsedResume => ({
  personalInfo: {
    firstName: 'Wanjĩrũ',
    lastName: 'Njoroge Kamau',
    email: 'wanjiru.kamau@example.com',
    phone: '+254 722 111 222',
    location: 'Nyeri, Kenya',
  },
  summary: 'Registered nurse with eight years on busy medical wards.',
  skills: ['Patient care', 'Triage'],
  languages: [{ language: 'Kiswahili', proficiency: 'Native' }],
  workExperience: [
    {
      position: 'Staff Nurse',
      company: 'Nyeri County Referral Hospital',
      location: 'Nyeri',
      duration: 'Jan 2019 – Present',
      start: 'Jan 2019',
      end: 'Present',
      achievements: ['Cared for 30 patients a shift on the medical ward.'],
    },
  ],
  education: [{ degree: 'Diploma in Nursing', institution: 'KMTC Nyeri', year: '2015 – 2018', grade: 'Credit' }],
  licences: ['Nursing Council of Kenya licence'],
  excludedDetails: ['dateOfBirth'],
});

describe('My profile API', () => {
  let t: TestApp;
  const origin = () => new URL(t.config.publicUrl).origin;
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: { origin: origin(), ...(cookie ? { cookie } : {}) },
    });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('refuses visitors (401) and signed-in people without access (403) on every call', async () => {
    const { payload } = await signUp(t.app);
    const unpaid = (
      await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: payload.email, password: STRONG_PASSWORD } })
    ).cookies.find((c) => c.name === 'mb_session')!;
    const routes: ['GET' | 'PUT' | 'POST' | 'DELETE', string, unknown?][] = [
      ['GET', '/api/profile'],
      ['PUT', '/api/profile', wanjiru()],
      ['DELETE', '/api/profile'],
      ['PUT', '/api/profile/draft', { draft: wanjiru(), step: 'review' }],
      ['DELETE', '/api/profile/draft'],
      ['POST', '/api/profile/import', { resumeText: KENYAN_CV }],
    ];
    for (const [method, url, body] of routes) {
      const visitor = await call(method, url, undefined, body);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      expect(errorEnvelopeSchema.parse(visitor.json()).errorCode).toBe('AUTHENTICATION_REQUIRED');
      const notPaid = await call(method, url, `mb_session=${unpaid.value}`, body);
      expect(notPaid.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('answers an empty profile before anything is saved, then keeps what is saved, ĩ and ũ included', async () => {
    const { cookie } = await signUpMember(t.app);
    const before = memberProfileResponseSchema.parse((await call('GET', '/api/profile', cookie)).json());
    expect(before).toMatchObject({ saved: false, draft: null, updatedAt: null, profile: emptyProfile() });

    const saved = await call('PUT', '/api/profile', cookie, wanjiru());
    expect(saved.statusCode).toBe(200);
    expect(memberProfileResponseSchema.parse(saved.json())).toMatchObject({ saved: true, profile: wanjiru() });

    // Saving the same profile again changes nothing but the time.
    expect((await call('PUT', '/api/profile', cookie, wanjiru())).statusCode).toBe(200);
    const after = await call('GET', '/api/profile', cookie);
    expect(after.headers['cache-control']).toBe('no-store');
    const body = memberProfileResponseSchema.parse(after.json());
    expect(body.profile).toEqual(wanjiru());
    expect(body.profile.personalInfo.firstName).toBe('Wanjĩrũ');
    const rows = await t.app.deps.db.select().from(memberProfiles);
    expect(rows.filter((row) => row.profile?.personalInfo.email === 'wanjiru.kamau@example.com')).toHaveLength(1);
  });

  it('refuses a profile that breaks the schema or its bounds with the envelope (400), and keeps the one saved', async () => {
    const { cookie } = await signUpMember(t.app);
    await call('PUT', '/api/profile', cookie, wanjiru());
    const tooManyRoles = {
      ...wanjiru(),
      workExperience: Array.from({ length: PARSED_RESUME_LIMITS.workExperience + 1 }, () => wanjiru().workExperience[0]),
    };
    const longSummary = { ...wanjiru(), summary: 'x'.repeat(PARSED_RESUME_LIMITS.summary + 1) };
    const missingContact = { ...wanjiru(), personalInfo: undefined };
    const unknownDetail = { ...wanjiru(), excludedDetails: ['shoeSize'] };
    const controlCharacter = { ...wanjiru(), skills: ['Triage\u0000'] };
    for (const body of [tooManyRoles, longSummary, missingContact, unknownDetail, controlCharacter, [1, 2]]) {
      const response = await call('PUT', '/api/profile', cookie, body);
      expect(response.statusCode).toBe(400);
      const envelope = errorEnvelopeSchema.parse(response.json());
      expect(envelope.success).toBe(false);
      expect(envelope.message.length).toBeGreaterThan(0);
    }
    const kept = memberProfileResponseSchema.parse((await call('GET', '/api/profile', cookie)).json());
    expect(kept.profile).toEqual(wanjiru());
  });

  it('imports a CV with the parser, keeps it as the draft for a reload, and leaves the saved profile alone', async () => {
    const { cookie } = await signUpMember(t.app);
    await call('PUT', '/api/profile', cookie, wanjiru());
    const imported = await call('POST', '/api/profile/import', cookie, { resumeText: KENYAN_CV });
    expect(imported.statusCode).toBe(200);
    const { draft } = importProfileResponseSchema.parse(imported.json());
    expect(draft.step).toBe('review');
    expect(draft.profile.personalInfo.lastName).toMatch(/Mwangi/);
    expect(draft.profile.workExperience.length).toBeGreaterThan(0);

    const reloaded = memberProfileResponseSchema.parse((await call('GET', '/api/profile', cookie)).json());
    expect(reloaded.draft).toEqual(draft);
    expect(reloaded.profile).toEqual(wanjiru());

    // The member edits the draft and moves on to the templates: a reload finds both.
    const edited = { ...draft.profile, workExperience: draft.profile.workExperience.slice(1) };
    expect((await call('PUT', '/api/profile/draft', cookie, { draft: edited, step: 'template', template: 'modern' })).statusCode).toBe(200);
    const again = memberProfileResponseSchema.parse((await call('GET', '/api/profile', cookie)).json());
    expect(again.draft).toEqual({ profile: edited, step: 'template', template: 'modern' });

    const badStep = await call('PUT', '/api/profile/draft', cookie, { draft: edited, step: 'download' });
    expect(badStep.statusCode).toBe(400);

    const discarded = memberProfileResponseSchema.parse((await call('DELETE', '/api/profile/draft', cookie)).json());
    expect(discarded.draft).toBeNull();
    expect(discarded.profile).toEqual(wanjiru());
  });

  it('refuses an empty or oversized CV to import with the envelope (400)', async () => {
    const { cookie } = await signUpMember(t.app);
    for (const body of [{ resumeText: '' }, { resumeText: 'x'.repeat(50_001) }, {}]) {
      const response = await call('POST', '/api/profile/import', cookie, body);
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).success).toBe(false);
    }
    expect(memberProfileResponseSchema.parse((await call('GET', '/api/profile', cookie)).json()).draft).toBeNull();
  });

  it('deletes the profile and the draft on DELETE /api/profile', async () => {
    const { cookie } = await signUpMember(t.app);
    await call('PUT', '/api/profile', cookie, wanjiru());
    await call('PUT', '/api/profile/draft', cookie, { draft: wanjiru(), step: 'review' });
    const response = await call('DELETE', '/api/profile', cookie);
    expect(memberProfileResponseSchema.parse(response.json())).toMatchObject({ saved: false, draft: null, profile: emptyProfile() });
  });

  it('is part of the data export, and erased with the account', async () => {
    const { cookie, user } = await signUpMember(t.app);
    await call('PUT', '/api/profile', cookie, wanjiru());
    await call('PUT', '/api/profile/draft', cookie, { draft: { ...wanjiru(), summary: 'Draft summary' }, step: 'review' });
    const exported = (await call('GET', '/api/account/export', cookie)).json();
    expect(exported.myProfile.profile).toEqual(wanjiru());
    expect(exported.myProfile.converterDraft).toMatchObject({ step: 'review', profile: { summary: 'Draft summary' } });

    const deleted = await call('DELETE', '/api/account', cookie, { password: STRONG_PASSWORD });
    expect(deleted.statusCode).toBe(200);
    const rows = await t.app.deps.db.select().from(memberProfiles).where(eq(memberProfiles.userId, user.id));
    expect(rows).toEqual([]);
  });
});
