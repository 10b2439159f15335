import { JOB_ENHANCEMENT_MESSAGES } from '../../../shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobEnhancementResponseSchema } from '../../../shared/schemas/job-enhancement';
import { signIn, signUp, signUpMember } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { JOB_ENHANCEMENTS_PER_MEMBER } from './routes';

const ENHANCE_URL = '/api/ai/update-job-info';

/** Jobs written straight to the table, as the jobs API suite does. */
const JOBS = [
  {
    ref: 'on',
    kind: 'posting',
    title: 'Food Service Supervisor',
    company: 'Lakeview Inn',
    location: 'Ottawa',
    province: 'Ontario',
    requirements: ['Food safety certificate', 'Forklift licence', 'Customer service'],
    lmia: false,
    category: 'Hospitality',
    noc: '62020',
  },
  {
    ref: 'ns',
    kind: 'lmia',
    title: 'Fish plant workers',
    company: 'Harbour Seafoods Ltd',
    location: 'Yarmouth',
    province: 'Nova Scotia',
    requirements: ['High school diploma (TEER 4)', 'Several weeks of on-the-job training'],
    lmia: true,
    category: 'Manufacturing',
    noc: '94142',
  },
  {
    ref: 'qc',
    kind: 'posting',
    title: 'Registered nurses',
    company: 'Clinique du Plateau',
    location: 'Montréal',
    province: 'Quebec',
    requirements: ['Nursing degree', 'French'],
    lmia: true,
    category: 'Healthcare',
    noc: '31301',
  },
] as const;

const profile = {
  firstName: 'Achieng',
  lastName: 'Otieno',
  skills: ['Customer service', 'Food safety', 'Inventory control'],
  experience: 'Shift supervisor, Java House, Kisumu, 2019 – 2024\nLed a team of 8 and cut waste by 20%.',
  education: 'Diploma in Hospitality Management, Kenya Utalii College, 2018',
};

describe('POST /api/ai/update-job-info', () => {
  let t: TestApp;
  let member: string;
  const ids: Record<string, number> = {};

  const post = (payload: unknown, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: ENHANCE_URL,
      payload: payload as Record<string, unknown>,
      headers: { origin: new URL(t.config.publicUrl).origin, ...(cookie ? { cookie } : {}), ...headers },
    });

  beforeAll(async () => {
    t = await createTestApp();
    for (const job of JOBS) {
      const { rows } = await t.app.database.pool.query(
        `INSERT INTO jobs (source, source_ref, kind, title, company, location, province, salary, description, requirements, is_lmia, category, noc_code, lmia_quarter)
         VALUES ('test', $1, $2, $3, $4, $5, $6, '$20.00/hour', $7, $8, $9, $10, $11, $12) RETURNING id`,
        [
          job.ref,
          job.kind,
          job.title,
          job.company,
          job.location,
          job.province,
          `${job.title} wanted in ${job.location}. Excellent communication required.`,
          job.requirements,
          job.lmia,
          job.category,
          job.noc,
          job.lmia ? '2025Q1' : null,
        ],
      );
      ids[job.ref] = Number(rows[0].id);
    }
    member = (await signUpMember(t.app)).cookie;
  });
  afterAll(async () => t.close());

  it('refuses visitors (401) and members without access (403 PAYMENT_REQUIRED)', async () => {
    expect((await post({ jobId: ids.on })).statusCode).toBe(401);
    const { payload } = await signUp(t.app);
    const unpaid = await post({ jobId: ids.on }, (await signIn(t.app, payload.email)).cookie);
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json().errorCode).toBe('PAYMENT_REQUIRED');
  });

  it("gives a member improvements naming the requirements their profile lacks, and the province's nominee programme", async () => {
    const response = await post({ jobId: ids.on, userProfile: profile }, member);
    expect(response.statusCode).toBe(200);
    const body = jobEnhancementResponseSchema.parse(response.json());
    expect(body.improvements.length).toBeGreaterThanOrEqual(4);
    expect(body.improvements.length).toBeLessThanOrEqual(8);
    expect(body.improvements[0]).toMatch(/This job asks for Forklift licence/);
    expect(body.improvements.join('\n')).not.toMatch(/asks for[^.]*Food safety certificate/);
    expect(body.improvements.join('\n')).toMatch(/Educational Credential Assessment \(ECA\) of your Diploma in Hospitality Management/);
    expect(body.immigrationGuidance).toContain('Ontario Immigrant Nominee Program (OINP)');
    expect(body.immigrationGuidance).toMatch(/not legal advice/);
    expect(body.immigrationGuidance).not.toContain('Atlantic Immigration Program');
    expect(body.pathways.map((p) => p.name)).toEqual([
      'Temporary Foreign Worker Program (LMIA)',
      'Employer-specific work permit',
      'Ontario Immigrant Nominee Program (OINP)',
      'Express Entry: Canadian Experience Class',
    ]);
    expect(body.timeline).toHaveLength(5);
    expect(body.job).toEqual({
      id: ids.on,
      title: 'Food Service Supervisor',
      company: 'Lakeview Inn',
      province: 'Ontario',
      nocCode: '62020',
      // Not stored for this row: read from the NOC code's second digit.
      teer: 2,
    });
  });

  it('still advises on the job itself without a profile, and takes a profile without a name', async () => {
    const bare = jobEnhancementResponseSchema.parse((await post({ jobId: ids.on }, member)).json());
    expect(bare.improvements.join('\n')).toMatch(/Food safety certificate, Forklift licence, Customer service/);
    const skillsOnly = await post({ jobId: String(ids.on), userProfile: { skills: ['Forklift operation'] } }, member);
    expect(skillsOnly.statusCode).toBe(200);
    expect(jobEnhancementResponseSchema.parse(skillsOnly.json()).improvements[0]).toMatch(/^This job asks for Food safety certificate/);
  });

  it('names the Atlantic Immigration Program and the NSNP for a Nova Scotia job', async () => {
    const body = jobEnhancementResponseSchema.parse((await post({ jobId: ids.ns }, member)).json());
    expect(body.immigrationGuidance).toContain('Atlantic Immigration Program');
    expect(body.immigrationGuidance).toContain('Nova Scotia Nominee Program (NSNP)');
    expect(body.pathways.find((p) => p.name === 'Atlantic Immigration Program')?.url).toBe(
      'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/atlantic-immigration.html',
    );
    // NOC 94142 is TEER 4: not skilled work for Express Entry.
    expect(body.pathways.map((p) => p.name)).not.toContain('Express Entry: Canadian Experience Class');
    expect(body.improvements.join('\n')).toMatch(/the listing is an approval, not a job posting/);
  });

  it("explains Quebec's own selection and the CAQ, and says it has no PNP", async () => {
    const body = jobEnhancementResponseSchema.parse((await post({ jobId: ids.qc }, member)).json());
    expect(body.immigrationGuidance).toMatch(/Quebec has no Provincial Nominee Program/);
    expect(body.immigrationGuidance).toMatch(/Programme de sélection des travailleurs qualifiés/);
    expect(body.immigrationGuidance).toMatch(/Quebec Acceptance Certificate \(CAQ\)/);
    expect(body.immigrationGuidance).not.toMatch(/Atlantic Immigration Program/);
    expect(body.pathways.map((p) => p.name).join('\n')).not.toMatch(/Provincial Nominee Program/);
    expect(body.improvements.join('\n')).toMatch(/regulated/);
  });

  it('gives the advice in Kiswahili to a request in Kiswahili, and in English to the same request without it', async () => {
    const request = { jobId: ids.ns, userProfile: profile };
    // Side by side, so one request's language cannot leak into the other's answer.
    const [swahili, english] = await Promise.all([post(request, member, { 'accept-language': 'sw' }), post(request, member)]);
    const sw = jobEnhancementResponseSchema.parse(swahili.json());
    const en = jobEnhancementResponseSchema.parse(english.json());

    expect(
      sw.immigrationGuidance.endsWith(
        'Haya ni maelezo ya jumla, si ushauri wa kisheria. Programu na masharti yake hubadilika. Kabla hujaomba au kumlipa mtu yeyote, angalia kurasa za IRCC kwenye canada.ca au muulize mshauri wa uhamiaji mwenye leseni (RCIC) au wakili. Usilipe kamwe ili upate ofa ya kazi au LMIA.',
      ),
    ).toBe(true);
    expect(sw.timeline[0]).toEqual({ step: 'Kutafuta kazi na kupata ofa ya kazi kwa maandishi', duration: 'miezi 1–6' });
    expect(sw.improvements.join('\n')).toContain('Tangazo hili ni idhini, si tangazo la kazi.');
    // Official programme names keep their English form in every language.
    expect(sw.immigrationGuidance).toContain('Nova Scotia Nominee Program (NSNP)');
    expect(sw.pathways.map((p) => p.name)).toContain('Atlantic Immigration Program');
    expect(sw.immigrationGuidance).not.toMatch(/not legal advice/);

    expect(en.immigrationGuidance).toMatch(/This is general information, not legal advice\./);
    expect(en.timeline[0]).toEqual({ step: 'Job search and a written job offer', duration: '1–6 months' });
    expect(en.improvements.join('\n')).toMatch(/the listing is an approval, not a job posting/);
    expect(en.job).toEqual(sw.job);
  });

  it('answers 404 with a clear message for a job that does not exist', async () => {
    const response = await post({ jobId: 999_999_999 }, member);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, errorCode: 'JOB_NOT_FOUND', message: JOB_ENHANCEMENT_MESSAGES.jobNotFound });
  });

  it('answers 400 VALIDATION_ERROR for a bad body', async () => {
    for (const payload of [
      {},
      { jobId: 'abc' },
      { jobId: -1 },
      { jobId: 1e20 },
      { jobId: ids.on, userProfile: { skills: 'not a list' } },
    ]) {
      const response = await post(payload, member);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
  });

  it('allows a member 30 enhancements an hour across sessions, then 429; other members are unaffected', async () => {
    expect(JOB_ENHANCEMENTS_PER_MEMBER.max).toBe(30);
    const { payload, cookie } = await signUpMember(t.app);
    for (let i = 0; i < JOB_ENHANCEMENTS_PER_MEMBER.max; i += 1) {
      expect((await post({ jobId: ids.on }, cookie)).statusCode).toBe(200);
    }
    const other = (await signIn(t.app, payload.email)).cookie;
    const over = await post({ jobId: ids.ns }, other);
    expect(over.statusCode).toBe(429);
    expect(over.json().errorCode).toBe('RATE_LIMITED');
    expect((await post({ jobId: ids.ns }, member)).statusCode).toBe(200);
  });
});
