import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_EMPLOYER_CAVEATS, OFFER_NEXT_STEPS } from '../../../shared/offer-check-copy';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { OFFER_CHECK_MESSAGES } from '../../../shared/messages';
import { errorEnvelopeSchema } from '../../../shared/schemas/envelope';
import { offerCheckResponseSchema } from '../../../shared/schemas/offer-check';
import { importLmiaText } from '../../test-support/lmia-import';
import { captureLogs } from '../../test-support/log-capture';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { OFFER_CHECK_PER_CALLER } from './routes';

/** Real rows of the 2025 Q1 list (data/reference), in ESDC's layout. */
const Q1_2025 = `"Employers Who Were Issued a Positive Labour Market Impact Assessment (LMIA) by Program Stream, National Occupational Classification (NOC) 2021 and Business Location, January to March 2025",b,c,d,e,f,g,h
Province/Territory,Program Stream,Employer,Address,Occupation,Incorporate Status,Approved LMIAs,Approved Positions
Ontario,Primary Agriculture,Highline Produce Limited,"Leamington, ON N8H 3V5",85101-Harvesting labourers,Unknown,5,116
Ontario,Primary Agriculture,Highline Produce Limited,"Leamington, ON N8H 3V5",84120-Specialized livestock workers and farm machinery operators,Unknown,3,19
Ontario,Low Wage,Phippen House Limited,"Trenton, ON K8V 6T4","44101-Home support workers, caregivers and related occupations",Unknown,1,1
Ontario,Global Talent Stream,12694166 Canada Inc. O/A Waabi Innovation Inc.,"Toronto, ON M5T 2S6",21231-Software engineers and designers,Corporation,1,1
Quebec,High Wage,Olymel s.e.c / l.p,"Boucherville, QC J4B 8P4",72400-Construction millwrights and industrial mechanics,Unknown,3,11
`;

const CANARY = 'CANARY-7f3a9c-wanjiru-offer';

describe('POST /api/offer-check', () => {
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await createTestApp({}, { logger: logs.logger });
    await importLmiaText(t.app.database.db, Q1_2025, 'esdc_tfwp_2025q1_positive_lmia_en.csv');
  }, 60_000);
  afterAll(async () => t?.close());

  const post = (payload: unknown, address = '203.0.113.40', raw = false) =>
    t.app.inject({
      method: 'POST',
      url: '/api/offer-check',
      remoteAddress: address,
      headers: { 'content-type': 'application/json' },
      payload: raw ? (payload as string) : JSON.stringify(payload),
    });

  it('flags a scam that borrows a real employer, and finds that employer with the approvals it holds', async () => {
    const response = await post({
      text: 'Dear Applicant,\nYou have been selected as a Farm Worker at Highline Produce Ltd, Leamington.\nPay the LMIA fee of CAD 1,000 by M-Pesa to 0712 345 678 within 24 hours.',
      occupation: 'farm worker',
      province: 'ON',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = offerCheckResponseSchema.parse(response.json());
    expect(body.verdict).toBe('likely-scam');
    expect(body.flags.map((flag) => flag.kind)).toEqual(expect.arrayContaining(['fee', 'personal-payment', 'pressure']));
    expect(body.flags.find((flag) => flag.kind === 'fee')!.quote).toBe(
      'Pay the LMIA fee of CAD 1,000 by M-Pesa to 0712 345 678 within 24 hours.',
    );
    expect(body.employer!.query).toBe('Highline Produce Ltd');
    expect(body.employer!.matches).toEqual([
      {
        name: 'Highline Produce Limited',
        city: 'Leamington',
        province: 'Ontario',
        quarters: ['Jan–Mar 2025'],
        occupations: ['84120 Specialized livestock workers and farm machinery operators', '85101 Harvesting labourers'],
        agreement: 'Agrees: approved for 85101 Harvesting labourers in Ontario (Jan–Mar 2025).',
        matchReason: "The same name once 'ltd', 'limited', capital letters and punctuation are set aside.",
      },
    ]);
    expect(body.employer!.explanation).toContain(OFFER_EMPLOYER_CAVEATS.onListIsNotProof);
    expect(body.nextSteps).toEqual(OFFER_NEXT_STEPS);
    // Visitors learn no address, postal code or positions.
    expect(response.body).not.toMatch(/N8H|116|Primary Agriculture/);
  });

  it('answers an M-Pesa fee scam in Kiswahili when asked in Kiswahili, and in English otherwise', async () => {
    const payload = {
      text: 'Company: Highline Produce Ltd\nPay the processing fee of KSh 15,000 by M-Pesa to 0712 345 678.',
      occupation: 'farm worker',
      province: 'ON',
    };
    const ask = async (headers: Record<string, string>) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/offer-check',
        remoteAddress: '203.0.113.44',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(200);
      return offerCheckResponseSchema.parse(response.json());
    };
    const quote = 'Pay the processing fee of KSh 15,000 by M-Pesa to 0712 345 678.';

    const sw = await ask({ 'accept-language': 'sw' });
    const swFee = sw.flags.find((flag) => flag.kind === 'fee')!;
    expect(swFee.explanation).toBe(
      'Mfanyakazi anaombwa alipe ada. Kwa sheria ya Kanada, mwajiri ndiye hulipa ada ya $1,000 ya LMIA (tathmini ya soko la ajira ya Kanada), na haruhusiwi kuirudisha kutoka kwa mfanyakazi. Hakuna mwajiri wala wakala halali wa Kanada atakayekutoza pesa kwa kazi, LMIA, visa, uchunguzi wa afya, mafunzo au "nafasi".',
    );
    // The quote is the message as written, never translated.
    expect(swFee.quote).toBe(quote);
    expect(sw.flags.find((flag) => flag.kind === 'personal-payment')!.explanation).toBe(
      m.offer_flag_personal_payment({}, { locale: 'sw' }),
    );
    expect(sw.employer!.query).toBe('Highline Produce Ltd');
    expect(sw.employer!.explanation).toBe(
      'Tulitafuta kwenye orodha iliyochapishwa jina lililoandikwa baada ya "Company:" au "Employer:" kwenye ujumbe. ' +
        `${m.guidance_offer_caveat_on_list({}, { locale: 'sw' })} ${m.guidance_offer_caveat_list_source({}, { locale: 'sw' })}`,
    );
    expect(sw.employer!.matches[0]).toMatchObject({
      quarters: ['Jan–Mac 2025'],
      agreement: 'Inakubaliana: imeidhinishwa kwa 85101 Harvesting labourers katika Ontario (Jan–Mac 2025).',
      matchReason: "Jina lilelile, tukiacha 'ltd', 'limited', herufi kubwa na alama za uakifishaji.",
    });

    const en = await ask({});
    const enFee = en.flags.find((flag) => flag.kind === 'fee')!;
    expect(enFee.explanation).toBe(
      "A fee is asked of the worker. By law the employer pays the $1,000 LMIA processing fee and may not get it back from the worker; no genuine employer or recruiter in Canada charges you for a job, an LMIA, a visa, a medical, training or a 'slot'.",
    );
    expect(enFee.quote).toBe(quote);
    expect(en.employer!.explanation).toBe(
      'We looked up the name written after "Company:" or "Employer:" in the message in the published list. ' +
        `${m.guidance_offer_caveat_on_list({}, { locale: 'en' })} ${m.guidance_offer_caveat_list_source({}, { locale: 'en' })}`,
    );
    // The employer index is built once, whatever the language of the request that built it: the quarters are
    // written out per answer.
    expect(en.employer!.matches[0]).toMatchObject({
      quarters: ['Jan–Mar 2025'],
      agreement: 'Agrees: approved for 85101 Harvesting labourers in Ontario (Jan–Mar 2025).',
    });
  });

  it("writes the too-good-pay flag's figures and occupation into the Kiswahili sentence", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/offer-check',
      remoteAddress: '203.0.113.45',
      headers: { 'content-type': 'application/json', 'accept-language': 'sw' },
      payload: JSON.stringify({ text: 'Caregivers earn $42 per hour in Alberta.' }),
    });
    const flag = offerCheckResponseSchema.parse(response.json()).flags.find((one) => one.kind === 'too-good-pay')!;
    expect(flag.quote).toBe('Caregivers earn $42 per hour in Alberta.');
    expect(flag.explanation).toMatch(
      /^Mshahara unaotolewa ni karibu \$42 kwa saa\. .* wahudumu wa nyumbani na walezi hupata kwa kawaida Kanada/,
    );
  });

  it('looks up a typed employer by its trade name and says where the approval disagrees', async () => {
    const body = offerCheckResponseSchema.parse(
      (await post({ employer: 'Waabi Innovation', occupation: 'software engineer', province: 'Alberta' })).json(),
    );
    expect(body.verdict).toBe('nothing-found');
    expect(body.flags).toEqual([]);
    expect(body.employer!.matches[0]).toMatchObject({
      name: '12694166 Canada Inc. O/A Waabi Innovation Inc.',
      province: 'Ontario',
      agreement: 'Partly: approved for 21231 Software engineers and designers (Jan–Mar 2025), but in Ontario, not Alberta.',
    });
    expect(body.employer!.matches[0]!.matchReason).toContain('trade name');
  });

  it('says plainly when the employer is not on the list, and that this is not proof of fraud', async () => {
    const body = offerCheckResponseSchema.parse((await post({ employer: 'Zebra Moonlight Plumbing' })).json());
    expect(body.employer).toMatchObject({ query: 'Zebra Moonlight Plumbing', matches: [] });
    expect(body.employer!.explanation).toContain(OFFER_EMPLOYER_CAVEATS.absenceIsNotProof);
  });

  it('answers a plausible offer with nothing found, and a free e-mail address alone with caution', async () => {
    const plausible = offerCheckResponseSchema.parse(
      (
        await post({ text: 'We are pleased to offer you the position of Cook at $17.50 per hour. The employer pays all LMIA fees.' })
      ).json(),
    );
    expect(plausible.verdict).toBe('nothing-found');
    const caution = offerCheckResponseSchema.parse(
      (await post({ text: 'Send your CV to farm.hiring@gmail.com for a phone interview.' })).json(),
    );
    expect(caution.verdict).toBe('caution');
    expect(caution.flags.map((flag) => flag.kind)).toEqual(['free-mail']);
  });

  it.each([
    ['an empty body', '{}', OFFER_CHECK_MESSAGES.nothingToCheck],
    ['only blanks', JSON.stringify({ text: '   ', employer: '' }), OFFER_CHECK_MESSAGES.nothingToCheck],
    ['a text too long', JSON.stringify({ text: `${CANARY} ${'x'.repeat(20_000)}` }), OFFER_CHECK_MESSAGES.textTooLong],
    ['a field too long', JSON.stringify({ employer: 'y'.repeat(201) }), OFFER_CHECK_MESSAGES.fieldTooLong],
    ['a number for the text', JSON.stringify({ text: 42 }), undefined],
    ['an array for the employer', JSON.stringify({ employer: ['a'] }), undefined],
    ['a control character', JSON.stringify({ text: 'pay\u0000 now' }), undefined],
    ['malformed JSON', '{"text": "pay', undefined],
    ['a JSON string', '"pay the fee"', undefined],
  ])('answers %s with a 400 envelope, never echoing the text', async (_label, payload, message) => {
    const response = await post(payload, '203.0.113.41', true);
    expect(response.statusCode).toBe(400);
    const envelope = errorEnvelopeSchema.parse(response.json());
    expect(envelope.errorCode).toBe('VALIDATION_ERROR');
    if (message) expect(JSON.stringify(envelope)).toContain(message);
    expect(response.body).not.toContain(CANARY);
    expect(response.body).not.toContain('xxxxxxxxxx');
  });

  it('takes 20,000 characters and answers in well under a second', async () => {
    const text = `Pay the processing fee now. ${'Habari, kazi nzuri Canada. '.repeat(800)}`.slice(0, 20_000);
    const started = performance.now();
    const response = await post({ text }, '203.0.113.42');
    expect(response.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(offerCheckResponseSchema.parse(response.json()).verdict).toBe('likely-scam');
  });

  it('limits checks per address without touching another address', async () => {
    for (let i = 0; i < OFFER_CHECK_PER_CALLER.max; i += 1) expect((await post({ province: 'ON' }, '198.51.100.20')).statusCode).toBe(200);
    const limited = await post({ province: 'ON' }, '198.51.100.20');
    expect(limited.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(limited.json()).errorCode).toBe('RATE_LIMITED');
    expect((await post({ province: 'ON' }, '198.51.100.21')).statusCode).toBe(200);
  });

  it('keeps the text out of the database and the log (the canary)', async () => {
    const text = `Company: ${CANARY} Ltd\nPay the LMIA fee to ${CANARY.toLowerCase()}@gmail.com. Offer expires in 24 hours. ${CANARY}`;
    expect((await post({ text, employer: CANARY, occupation: CANARY, province: CANARY }, '203.0.113.43')).statusCode).toBe(200);
    expect((await post({ text: `${CANARY} ${'z'.repeat(20_001)}` }, '203.0.113.43')).statusCode).toBe(400);
    const pool = t.app.database.pool;
    const tables = await pool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    expect(tables.rows.length).toBeGreaterThan(10);
    let dump = '';
    for (const { table_name } of tables.rows) {
      const rows = await pool.query<{ row: string }>(`SELECT t::text AS row FROM "${table_name}" t`);
      dump += rows.rows.map((row) => row.row).join('\n');
    }
    // The dump is real: the LMIA rows imported above are in it.
    expect(dump).toContain('Highline Produce Limited');
    expect(dump.toLowerCase()).not.toContain(CANARY.toLowerCase());
    const log = logs.text();
    expect(log).toContain('/api/offer-check');
    expect(log.toLowerCase()).not.toContain(CANARY.toLowerCase());
  });
});
