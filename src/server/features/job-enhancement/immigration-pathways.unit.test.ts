import { describe, expect, it } from 'vitest';
import { PROVINCES } from '../../../shared/constants';
import {
  ATLANTIC_PROVINCES,
  disclaimer,
  immigrationGuidanceFor,
  OFFICIAL_PAGES,
  PROVINCE_CODE_BY_NAME,
  PROVINCE_CODES,
  PROVINCIAL_SELECTION,
  pathwaysFor,
  teerOf,
  timelineFor,
  type PathwayJob,
} from './immigration-pathways';
import { improvementsFor, isCovered, MAX_IMPROVEMENTS, MIN_IMPROVEMENTS, requirementKeywords, type ImprovementJob } from './improvements';
import { listWords } from '../../../shared/i18n/list-words';

const job = (overrides: Partial<PathwayJob> = {}): PathwayJob => ({
  title: 'Cooks',
  company: 'Maple Diner Ltd',
  province: 'Ontario',
  nocCode: '63200',
  teer: null,
  isLMIA: true,
  lmiaQuarter: '2025Q1',
  ...overrides,
});

const NOMINEE_NAMES: Record<string, string> = {
  ON: 'Ontario Immigrant Nominee Program (OINP)',
  BC: 'BC Provincial Nominee Program (BC PNP)',
  AB: 'Alberta Advantage Immigration Program (AAIP)',
  SK: 'Saskatchewan Immigrant Nominee Program (SINP)',
  MB: 'Manitoba Provincial Nominee Program (MPNP)',
  NS: 'Nova Scotia Nominee Program (NSNP)',
  NB: 'New Brunswick Provincial Nominee Program (NBPNP)',
  PE: 'PEI Provincial Nominee Program (PEI PNP)',
  NL: 'Newfoundland and Labrador Provincial Nominee Program (NLPNP)',
  NT: 'Northwest Territories Nominee Program',
  YT: 'Yukon Nominee Program',
};

describe('the immigration pathways table', () => {
  it('has an entry for every province and territory the jobs use, under its Canada Post code', () => {
    expect(Object.keys(PROVINCE_CODE_BY_NAME).sort()).toEqual([...PROVINCES].sort());
    expect(new Set(Object.values(PROVINCE_CODE_BY_NAME))).toEqual(new Set(PROVINCE_CODES));
    expect(Object.keys(PROVINCIAL_SELECTION).sort()).toEqual([...PROVINCE_CODES].sort());
    for (const code of PROVINCE_CODES) expect(PROVINCIAL_SELECTION[code].code).toBe(code);
  });

  it('names each nominee programme by its official name; Quebec selects its own immigrants; Nunavut has none', () => {
    for (const [code, name] of Object.entries(NOMINEE_NAMES)) {
      expect(PROVINCIAL_SELECTION[code as keyof typeof PROVINCIAL_SELECTION].programme?.name, code).toBe(name);
    }
    expect(PROVINCIAL_SELECTION.QC.ownSelection).toBe(true);
    expect(PROVINCIAL_SELECTION.QC.programme!.name).toMatch(/Programme de sélection des travailleurs qualifiés/);
    expect(PROVINCIAL_SELECTION.QC.programme!.summary).toMatch(/CAQ/);
    expect(PROVINCIAL_SELECTION.NU.programme).toBeNull();
  });

  it('links only to https pages of the governments of Canada, the provinces and the territories', () => {
    const urls = [...PROVINCE_CODES.flatMap((code) => PROVINCIAL_SELECTION[code].programme?.url ?? []), ...Object.values(OFFICIAL_PAGES)];
    for (const url of urls) {
      const { protocol, host } = new URL(url);
      expect(protocol, url).toBe('https:');
      expect(host, url).toMatch(
        /(^|\.)(canada\.ca|ontario\.ca|welcomebc\.ca|alberta\.ca|saskatchewan\.ca|immigratemanitoba\.com|welcomenb\.ca|gov\.nl\.ca|immigratenwt\.ca|yukon\.ca|quebec\.ca)$/,
      );
    }
  });

  it('gives the four Atlantic provinces, and only them, the Atlantic Immigration Program', () => {
    expect([...ATLANTIC_PROVINCES].sort()).toEqual(['NB', 'NL', 'NS', 'PE']);
    for (const province of PROVINCES) {
      const atlantic = ATLANTIC_PROVINCES.has(PROVINCE_CODE_BY_NAME[province]);
      const names = pathwaysFor(job({ province })).map((pathway) => pathway.name);
      expect(names.includes('Atlantic Immigration Program'), province).toBe(atlantic);
      expect(immigrationGuidanceFor(job({ province })).includes('Atlantic Immigration Program'), province).toBe(atlantic);
      if (atlantic)
        expect(pathwaysFor(job({ province })).find((p) => p.name === 'Atlantic Immigration Program')!.url).toBe(OFFICIAL_PAGES.atlantic);
    }
  });

  it("names the job's province's nominee programme in the guidance, and always the LMIA, the work permit and the disclaimer", () => {
    for (const province of PROVINCES) {
      const code = PROVINCE_CODE_BY_NAME[province];
      const guidance = immigrationGuidanceFor(job({ province }));
      if (NOMINEE_NAMES[code]) expect(guidance, province).toContain(NOMINEE_NAMES[code]);
      expect(guidance).toContain('Labour Market Impact Assessment (LMIA)');
      expect(guidance).toContain('employer-specific work permit');
      expect(guidance.endsWith(disclaimer())).toBe(true);
      const names = pathwaysFor(job({ province })).map((pathway) => pathway.name);
      expect(names.slice(0, 2)).toEqual(['Temporary Foreign Worker Program (LMIA)', 'Employer-specific work permit']);
    }
    expect(disclaimer()).toMatch(/not legal advice/);
    expect(disclaimer()).toMatch(/RCIC/);
  });

  it('says Quebec has no PNP and runs its own selection with the CAQ; Nunavut has no nominee programme', () => {
    const quebec = immigrationGuidanceFor(job({ province: 'Quebec' }));
    expect(quebec).toMatch(/Quebec has no Provincial Nominee Program/);
    expect(quebec).toMatch(/Programme de sélection des travailleurs qualifiés/);
    expect(quebec).toMatch(/Quebec Acceptance Certificate \(CAQ\)/);
    expect(timelineFor(job({ province: 'Quebec' }))[1]!.step).toMatch(/CAQ/);
    // The Canadian Experience Class is for people who plan to live outside Quebec, whatever the TEER.
    expect(quebec).toMatch(/Canadian Experience Class is for people who plan to live outside Quebec/);
    expect(immigrationGuidanceFor(job({ province: 'Quebec', teer: 5 }))).not.toMatch(/provincial programme is the more likely road/);
    expect(
      pathwaysFor(job({ province: 'Quebec', teer: 2 }))
        .map((p) => p.name)
        .join(),
    ).not.toMatch(/Canadian Experience Class/);
    expect(timelineFor(job({ province: 'Quebec' })).at(-1)!.step).toMatch(/Quebec’s selection \(CSQ\)/);
    const nunavut = immigrationGuidanceFor(job({ province: 'Nunavut' }));
    expect(nunavut).toMatch(/Nunavut has no nominee programme/);
    expect(pathwaysFor(job({ province: 'Nunavut' })).map((p) => p.name)).not.toContain('Provincial Nominee Program');
  });

  it('points to every nominee programme when the employer’s head office is abroad (no province)', () => {
    expect(immigrationGuidanceFor(job({ province: null }))).toMatch(/province of this job is not known/);
    expect(pathwaysFor(job({ province: null })).map((p) => p.url)).toContain(OFFICIAL_PAGES.provincialNominees);
  });

  it('mentions the Canadian Experience Class for TEER 0–3, not for TEER 4–5, and conditionally when unknown', () => {
    expect(teerOf({ nocCode: '63200', teer: null })).toBe(3);
    expect(teerOf({ nocCode: '21232', teer: null })).toBe(1);
    expect(teerOf({ nocCode: '85100', teer: 5 })).toBe(5);
    expect(teerOf({ nocCode: null, teer: null })).toBeNull();
    const cec = 'Express Entry: Canadian Experience Class';
    expect(pathwaysFor(job({ nocCode: '63200' })).map((p) => p.name)).toContain(cec);
    expect(immigrationGuidanceFor(job({ nocCode: '63200' }))).toMatch(/NOC 63200, TEER 3\) counts as skilled work/);
    expect(pathwaysFor(job({ nocCode: '85100' })).map((p) => p.name)).not.toContain(cec);
    expect(immigrationGuidanceFor(job({ nocCode: '85100' }))).toMatch(/not counted as skilled work by Express Entry/);
    expect(immigrationGuidanceFor(job({ nocCode: null }))).toMatch(/If this occupation is TEER 0, 1, 2 or 3/);
  });

  it('lays out the usual timeline from job search to permanent residence', () => {
    expect(timelineFor(job({ isLMIA: false }))).toEqual([
      { step: 'Job search and a written job offer', duration: '1–6 months' },
      { step: 'LMIA: the employer applies', duration: '2–6 months' },
      { step: 'Employer-specific work permit: you apply to IRCC', duration: '2–4 months' },
      { step: 'Arrival in Canada and the first day of work', duration: 'once the permit is approved' },
      {
        step: 'Permanent residence through a provincial programme or Express Entry',
        duration: '1–2 years after arrival, sometimes longer',
      },
    ]);
  });
});

const posting = (overrides: Partial<ImprovementJob> = {}): ImprovementJob => ({
  title: 'Food Service Supervisor',
  company: 'Lakeview Inn',
  description: 'Supervise kitchen staff in a busy restaurant. Excellent communication and teamwork required.',
  requirements: ['Food safety certificate', 'Forklift licence', 'Customer service'],
  province: 'Ontario',
  category: 'Hospitality',
  kind: 'posting',
  isLMIA: false,
  lmiaQuarter: null,
  nocCode: '62020',
  teer: 2,
  ...overrides,
});

describe('the improvements', () => {
  it('names the requirements missing from the member’s skills and experience', () => {
    const improvements = improvementsFor(posting(), {
      userProfile: {
        skills: ['Customer service', 'Food safety', 'Communication'],
        experience: 'Shift supervisor, Java House, 2019 – 2024',
      },
    });
    expect(improvements[0]).toMatch(
      /^This job asks for Forklift licence and Teamwork, which your skills and experience do not mention yet/,
    );
    expect(improvements.length).toBeGreaterThanOrEqual(MIN_IMPROVEMENTS);
    expect(improvements.length).toBeLessThanOrEqual(MAX_IMPROVEMENTS);
    expect(improvements.join('\n')).toMatch(/None of your experience shows a number yet/);
    expect(improvements.join('\n')).toMatch(/ask politely whether Lakeview Inn will apply for one/);
  });

  it('without a profile, still gives job-specific advice: the requirements, the LMIA, a Canadian resume, a language test', () => {
    const improvements = improvementsFor(posting({ isLMIA: true }), {});
    expect(improvements.length).toBeGreaterThanOrEqual(MIN_IMPROVEMENTS);
    expect(improvements.length).toBeLessThanOrEqual(MAX_IMPROVEMENTS);
    const text = improvements.join('\n');
    expect(text).toContain('Food safety certificate, Forklift licence, Customer service and Communication');
    expect(text).toMatch(/Lakeview Inn has a positive LMIA for this role \(NOC 62020\)/);
    expect(text).toMatch(/Canadian-format resume for Food Service Supervisor/);
    expect(text).toMatch(/\/ai-tools/);
    expect(text).toMatch(/IELTS General Training or CELPIP-General/);
  });

  it('uses the parsed resume: left-out details, English, education for the ECA, numbers in achievements', () => {
    const improvements = improvementsFor(posting({ category: 'Healthcare', province: 'Quebec' }), {
      resumeData: {
        personalInfo: { firstName: 'Grace', lastName: 'Mwangi', email: '', phone: '', location: '' },
        skills: ['Forklift operation', 'Food safety certificate', 'Customer service', 'Teamwork', 'Communication'],
        languages: [{ language: 'English', proficiency: 'Fluent' }],
        workExperience: [
          { position: 'Food service supervisor', company: 'Serena', location: '', duration: '', achievements: ['Led 8 staff'] },
        ],
        education: [{ degree: 'Diploma in Hospitality Management', institution: 'Kenya Utalii College', year: '2018' }],
        excludedDetails: ['dateOfBirth', 'maritalStatus'],
      },
    });
    const text = improvements.join('\n');
    expect(text).toMatch(/Your skills already cover this job’s listed requirements/);
    expect(text).toMatch(/Your CV includes your date of birth and your marital status/);
    expect(text).toMatch(/You list English \(Fluent\)/);
    expect(text).toMatch(/TEF Canada/);
    expect(text).toMatch(/ECA\) of your Diploma in Hospitality Management, Kenya Utalii College/);
    expect(text).toMatch(/regulated/);
    expect(text).not.toMatch(/shows a number yet/);
    expect(improvements.length).toBeLessThanOrEqual(MAX_IMPROVEMENTS);
  });

  it('treats an LMIA job as an approval to write to, and uses its TEER line for the NOC advice', () => {
    const improvements = improvementsFor(
      posting({
        kind: 'lmia',
        isLMIA: true,
        title: 'Cooks',
        nocCode: '63200',
        teer: 3,
        requirements: [
          'College diploma of less than two years, or an apprenticeship of less than two years (TEER 3)',
          'Or more than six months of on-the-job training',
        ],
      }),
      { userProfile: { skills: ['Cooking'], experience: 'Cook at Java House for 5 years' } },
    );
    const text = improvements.join('\n');
    expect(text).toMatch(/the listing is an approval, not a job posting, so write to the employer directly/);
    expect(text).toMatch(/NOC 63200 \(TEER 3\).*Its usual entry requirement: College diploma of less than two years/s);
    expect(text).toMatch(/less than two years, or more than six months of on-the-job training\.$/m);
    expect(text).not.toMatch(/Or more than six months/);
  });

  it('matches requirements by word stems and skips the TEER lines', () => {
    expect(requirementKeywords(['High school diploma (TEER 4)', 'Or several years of experience', 'WHMIS', 'whmis', ' '])).toEqual([
      'WHMIS',
    ]);
    expect(isCovered('Food safety certificate', 'Food safety')).toBe(true);
    expect(isCovered('Forklift licence', 'Customer service')).toBe(false);
    expect(isCovered('Nursing', 'Registered nurse')).toBe(true);
    expect(listWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
