import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertResumeResponseSchema, parseResumeResponseSchema, type ParsedResume } from '../../../shared/schemas/documents';
import { signUpMember } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * The quality report and the advice beside a converted resume are in the request's language; the resume
 * itself stays English (docs/i18n/conventions.md, "What stays English").
 */

const KENYAN_CV = readFileSync(
  fileURLToPath(new URL('../../document-engine/parse/fixtures/01-grace-mwangi-nurse.txt', import.meta.url)),
  'utf8',
);

const SW_LABELS = {
  sanity: 'Imesomwa sawasawa kutoka kwenye CV yako',
  contact: 'Maelezo ya mawasiliano',
  quantifiedAchievements: 'Mafanikio yenye idadi',
  actionVerbs: 'Mafanikio yanayoanza kwa kitenzi cha kitendo',
  length: 'Urefu',
  canadianNorms: 'Kanuni za wasifu wa Kanada',
  tidiness: 'Tarehe na sehemu',
  atsRoundTrip: 'Inasomeka na mifumo ya kuchuja maombi ya kazi (ATS)',
};
const EN_LABELS = {
  sanity: 'Read correctly from your CV',
  contact: 'Contact details',
  quantifiedAchievements: 'Achievements with numbers',
  actionVerbs: 'Achievements that start with an action verb',
  length: 'Length',
  canadianNorms: 'Canadian resume norms',
  tidiness: 'Dates and sections',
  atsRoundTrip: 'Readable by applicant tracking systems',
};

describe('the quality report in the member’s language', () => {
  let t: TestApp;
  let member: string;
  let parsed: ParsedResume;

  const convert = async (parsedData: ParsedResume, language?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/convert-resume',
      payload: { parsedData, template: 'professional' },
      headers: { origin: new URL(t.config.publicUrl).origin, cookie: member, ...(language ? { 'accept-language': language } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return convertResumeResponseSchema.parse(response.json());
  };
  const byId = (body: Awaited<ReturnType<typeof convert>>) =>
    Object.fromEntries(body.qualityScore.checks.map((check) => [check.id, check]));
  const labels = (body: Awaited<ReturnType<typeof convert>>) =>
    Object.fromEntries(body.qualityScore.checks.map((check) => [check.id, check.label]));

  beforeAll(async () => {
    t = await createTestApp();
    member = (await signUpMember(t.app)).cookie;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai/parse-resume',
      payload: { resumeText: KENYAN_CV },
      headers: { origin: new URL(t.config.publicUrl).origin, cookie: member },
    });
    parsed = parseResumeResponseSchema.parse(response.json()).parsedData;
  });
  afterAll(async () => t.close());

  it('says the labels, reasons and advice in Kiswahili for sw, and the same resume in English', async () => {
    const english = await convert(parsed);
    const kiswahili = await convert(parsed, 'sw');
    expect(kiswahili.convertedResume).toBe(english.convertedResume);
    expect(kiswahili.qualityScore.overallScore).toBe(english.qualityScore.overallScore);

    expect(labels(english)).toEqual(EN_LABELS);
    expect(labels(kiswahili)).toEqual(SW_LABELS);
    expect(byId(english).sanity!.reasons).toEqual(['Nothing in the resume looks misread from your CV.']);
    expect(byId(kiswahili).sanity!.reasons).toEqual(['Hakuna kitu kwenye wasifu kinachoonekana kusomwa vibaya kutoka kwenye CV yako.']);
    expect(byId(english).canadianNorms!.reasons).toEqual([
      'The resume has none of the personal details Canadian employers do not ask for.',
      'Personal details in your CV were left out of the resume, as Canadian employers expect.',
    ]);
    expect(byId(kiswahili).canadianNorms!.reasons).toEqual([
      'Wasifu hauna maelezo yoyote ya binafsi ambayo waajiri wa Kanada hawayaulizi.',
      'Maelezo ya binafsi yaliyo kwenye CV yako hayakuwekwa kwenye wasifu, kama waajiri wa Kanada wanavyotarajia.',
    ]);
    expect(english.advice).toEqual([
      'Your education can be assessed for Canadian equivalency through an Educational Credential Assessment (ECA); some employers and immigration programs ask for one.',
    ]);
    expect(kiswahili.advice![0]).toMatch(/^Elimu yako inaweza kutathminiwa .*ECA \(tathmini ya vyeti vya elimu/);
  });

  it("reports a misread CV in the request's language", async () => {
    const misread = { ...parsed, personalInfo: { ...parsed.personalInfo, firstName: '', lastName: '' } };
    const english = await convert(misread);
    const kiswahili = await convert(misread, 'sw');
    expect(byId(english).sanity!.reasons).toContain(
      'We may have misread your CV: the document has no name at the top. Check it in your profile before you send this resume.',
    );
    expect(byId(kiswahili).sanity!.reasons).toContain(
      'Huenda tulisoma CV yako vibaya: hati haina jina juu. Likague kwenye profaili yako kabla ya kutuma wasifu huu.',
    );
    expect(byId(english).contact!.reasons[0]).toMatch(/^Add your name/);
    expect(byId(kiswahili).contact!.reasons[0]).toMatch(/^Ongeza jina lako/);
  });
});
