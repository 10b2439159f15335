import type { Province } from '../../../shared/constants';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import type { ImmigrationPathway, TimelineStep } from '../../../shared/schemas/job-enhancement';

/**
 * The immigration routes a job in Canada opens, by province or territory (docs/product.md#job-enhancement).
 * Curated, never generated: members plan years of their lives on these facts, so every programme name and
 * link here is the official one, and nothing names a stream a programme may have closed. Programmes change;
 * every answer ends by sending the member to IRCC or a licensed consultant.
 * The sentences are messages of the `advice` area, read when an answer is built so they are in the request's
 * language (docs/i18n/conventions.md); programme names stay in their official English form
 * (docs/i18n/glossary.md), and the links are data.
 */

export const PROVINCE_CODES = ['NL', 'PE', 'NS', 'NB', 'QC', 'ON', 'MB', 'SK', 'AB', 'BC', 'YT', 'NT', 'NU'] as const;
export type ProvinceCode = (typeof PROVINCE_CODES)[number];

/** Jobs store the full name of shared PROVINCES; typed as a Record so a new name cannot be left out. */
export const PROVINCE_CODE_BY_NAME: Readonly<Record<Province, ProvinceCode>> = {
  'Newfoundland & Labrador': 'NL',
  'Prince Edward Island': 'PE',
  'Nova Scotia': 'NS',
  'New Brunswick': 'NB',
  Quebec: 'QC',
  Ontario: 'ON',
  Manitoba: 'MB',
  Saskatchewan: 'SK',
  Alberta: 'AB',
  'British Columbia': 'BC',
  Yukon: 'YT',
  'Northwest Territories': 'NT',
  Nunavut: 'NU',
};

export function provinceCodeOf(province: string | null): ProvinceCode | undefined {
  return province === null ? undefined : (PROVINCE_CODE_BY_NAME as Record<string, ProvinceCode>)[province];
}

/** The Atlantic Immigration Program's four provinces. */
export const ATLANTIC_PROVINCES: ReadonlySet<ProvinceCode> = new Set(['NS', 'NB', 'PE', 'NL']);

const IRCC = 'https://www.canada.ca/en/immigration-refugees-citizenship/services';

export const OFFICIAL_PAGES = {
  provincialNominees: `${IRCC}/immigrate-canada/provincial-nominees.html`,
  atlantic: `${IRCC}/immigrate-canada/atlantic-immigration.html`,
  expressEntry: `${IRCC}/immigrate-canada/express-entry.html`,
  canadianExperienceClass: `${IRCC}/immigrate-canada/express-entry/who-can-apply/canadian-experience-class.html`,
  workInCanada: `${IRCC}/work-canada.html`,
  /** Employment and Social Development Canada runs the Temporary Foreign Worker Program and the LMIA. */
  temporaryForeignWorkers: 'https://www.canada.ca/en/employment-social-development/services/foreign-workers.html',
  quebecImmigration: 'https://www.quebec.ca/en/immigration',
} as const;

export interface ProvincialSelection {
  code: ProvinceCode;
  /** The province's own selection programme for permanent residence, or null (Nunavut has none). */
  programme: ImmigrationPathway | null;
  /** True only for Quebec: its own selection instead of a nominee programme, and the CAQ for temporary workers. */
  ownSelection: boolean;
}

// The summary is a getter: this table is built once, and each read must be in that request's language.
const nominee = (name: string, url: string): ImmigrationPathway => ({
  name,
  get summary() {
    return m.advice_nominee_summary();
  },
  url,
});

/**
 * Each province's or territory's own programme. Links are the programme's official page where it is
 * stable, otherwise IRCC's provincial nominees page, which links to every programme.
 */
export const PROVINCIAL_SELECTION: Readonly<Record<ProvinceCode, ProvincialSelection>> = {
  ON: {
    code: 'ON',
    programme: nominee('Ontario Immigrant Nominee Program (OINP)', 'https://www.ontario.ca/page/ontario-immigrant-nominee-program-oinp'),
    ownSelection: false,
  },
  BC: {
    code: 'BC',
    programme: nominee('BC Provincial Nominee Program (BC PNP)', 'https://www.welcomebc.ca/Immigrate-to-B-C'),
    ownSelection: false,
  },
  AB: {
    code: 'AB',
    programme: nominee('Alberta Advantage Immigration Program (AAIP)', 'https://www.alberta.ca/alberta-advantage-immigration-program'),
    ownSelection: false,
  },
  SK: {
    code: 'SK',
    programme: nominee('Saskatchewan Immigrant Nominee Program (SINP)', 'https://www.saskatchewan.ca/sinp'),
    ownSelection: false,
  },
  MB: {
    code: 'MB',
    programme: nominee('Manitoba Provincial Nominee Program (MPNP)', 'https://immigratemanitoba.com/'),
    ownSelection: false,
  },
  NS: {
    code: 'NS',
    programme: nominee('Nova Scotia Nominee Program (NSNP)', OFFICIAL_PAGES.provincialNominees),
    ownSelection: false,
  },
  NB: {
    code: 'NB',
    programme: nominee('New Brunswick Provincial Nominee Program (NBPNP)', 'https://www.welcomenb.ca/'),
    ownSelection: false,
  },
  PE: {
    code: 'PE',
    programme: nominee('PEI Provincial Nominee Program (PEI PNP)', OFFICIAL_PAGES.provincialNominees),
    ownSelection: false,
  },
  NL: {
    code: 'NL',
    programme: nominee('Newfoundland and Labrador Provincial Nominee Program (NLPNP)', 'https://www.gov.nl.ca/immigration/'),
    ownSelection: false,
  },
  NT: {
    code: 'NT',
    programme: nominee('Northwest Territories Nominee Program', 'https://www.immigratenwt.ca/'),
    ownSelection: false,
  },
  YT: {
    code: 'YT',
    programme: nominee(
      'Yukon Nominee Program',
      'https://yukon.ca/en/doing-business/yukon-nominee-program/learn-about-yukon-nominee-program-process',
    ),
    ownSelection: false,
  },
  QC: {
    code: 'QC',
    programme: {
      name: 'Quebec skilled worker selection (Programme de sélection des travailleurs qualifiés)',
      get summary() {
        return m.advice_quebec_programme_summary();
      },
      url: OFFICIAL_PAGES.quebecImmigration,
    },
    ownSelection: true,
  },
  NU: { code: 'NU', programme: null, ownSelection: false },
};

const temporaryForeignWorkerProgram = (): ImmigrationPathway => ({
  name: 'Temporary Foreign Worker Program (LMIA)',
  summary: m.advice_tfwp_summary(),
  url: OFFICIAL_PAGES.temporaryForeignWorkers,
});

// Not a programme's name but IRCC's description of the permit, so it is translated (with the English beside it).
const employerSpecificWorkPermit = (): ImmigrationPathway => ({
  name: m.advice_work_permit_name(),
  summary: m.advice_work_permit_summary(),
  url: OFFICIAL_PAGES.workInCanada,
});

const atlanticImmigrationProgram = (): ImmigrationPathway => ({
  name: 'Atlantic Immigration Program',
  summary: m.advice_atlantic_summary(),
  url: OFFICIAL_PAGES.atlantic,
});

const canadianExperienceClass = (): ImmigrationPathway => ({
  name: 'Express Entry: Canadian Experience Class',
  summary: m.advice_cec_summary(),
  url: OFFICIAL_PAGES.canadianExperienceClass,
});

const allNomineeProgrammes = (): ImmigrationPathway => ({
  name: 'Provincial Nominee Program',
  summary: m.advice_all_nominees_summary(),
  url: OFFICIAL_PAGES.provincialNominees,
});

/** The last paragraph of every guidance, in the request's language. */
export const disclaimer = (): string => m.advice_disclaimer();

/** The parts of a job the guidance depends on. */
export interface PathwayJob {
  title: string;
  company: string;
  province: string | null;
  nocCode: string | null;
  teer: number | null;
  isLMIA: boolean;
  lmiaQuarter: string | null;
}

/** NOC 2021 codes are five digits; the second is the TEER (63200 → TEER 3). */
export function teerOf(job: Pick<PathwayJob, 'nocCode' | 'teer'>): number | null {
  if (job.teer !== null) return job.teer;
  const match = job.nocCode?.match(/^\d(\d)\d{3}$/);
  return match ? Number(match[1]) : null;
}

/** Express Entry counts TEER 0–3 as skilled work; null means the occupation is not known. */
const isSkilledForExpressEntry = (teer: number | null) => (teer === null ? null : teer <= 3);

export function pathwaysFor(job: PathwayJob): ImmigrationPathway[] {
  const code = provinceCodeOf(job.province);
  const pathways = [temporaryForeignWorkerProgram(), employerSpecificWorkPermit()];
  if (code === undefined) pathways.push(allNomineeProgrammes());
  else {
    const own = PROVINCIAL_SELECTION[code].programme;
    // A copy, so the answer holds the summary read now, in this request's language.
    if (own) pathways.push({ ...own });
    if (ATLANTIC_PROVINCES.has(code)) pathways.push(atlanticImmigrationProgram());
  }
  // The Canadian Experience Class is for people who plan to live outside Quebec.
  if (code !== 'QC' && isSkilledForExpressEntry(teerOf(job)) !== false) pathways.push(canadianExperienceClass());
  return pathways;
}

export function timelineFor(job: PathwayJob): TimelineStep[] {
  const quebec = provinceCodeOf(job.province) === 'QC';
  return [
    { step: m.advice_timeline_offer_step(), duration: m.advice_timeline_offer_duration() },
    {
      step: quebec ? m.advice_timeline_lmia_step_quebec() : m.advice_timeline_lmia_step(),
      duration: job.isLMIA ? m.advice_timeline_lmia_duration_approved() : m.advice_timeline_lmia_duration(),
    },
    { step: m.advice_timeline_permit_step(), duration: m.advice_timeline_permit_duration() },
    { step: m.advice_timeline_arrival_step(), duration: m.advice_timeline_arrival_duration() },
    {
      step: quebec ? m.advice_timeline_residence_step_quebec() : m.advice_timeline_residence_step(),
      duration: m.advice_timeline_residence_duration(),
    },
  ];
}

const quarterText = (quarter: string | null) => {
  const match = quarter?.match(/^(\d{4})Q([1-4])$/);
  if (!match) return '';
  const months = [m.advice_quarter_1, m.advice_quarter_2, m.advice_quarter_3, m.advice_quarter_4][Number(match[2]) - 1]!;
  return ` (${months({ year: match[1]! })})`;
};

/** The guidance as paragraphs separated by a blank line, the disclaimer last. */
export function immigrationGuidanceFor(job: PathwayJob): string {
  const code = provinceCodeOf(job.province);
  // Only read where the province is known.
  const place = job.province ?? 'Canada';
  const teer = teerOf(job);
  const paragraphs: string[] = [];

  const lmia = job.isLMIA
    ? m.advice_guidance_lmia_approved({ company: job.company, quarter: quarterText(job.lmiaQuarter) })
    : m.advice_guidance_lmia_none({ company: job.company });
  paragraphs.push(`${m.advice_guidance_work_permit({ company: job.company, title: job.title })} ${lmia}`);
  if (code === 'QC') paragraphs.push(m.advice_guidance_quebec_lmia());

  if (code === undefined) paragraphs.push(m.advice_guidance_province_unknown({ company: job.company }));
  else if (code === 'QC') paragraphs.push(m.advice_guidance_quebec_selection());
  else if (code === 'NU') paragraphs.push(m.advice_guidance_nunavut());
  else {
    const programme = PROVINCIAL_SELECTION[code].programme!;
    paragraphs.push(m.advice_guidance_province_programme({ place, programme: programme.name }));
  }

  if (code !== undefined && ATLANTIC_PROVINCES.has(code)) {
    paragraphs.push(m.advice_guidance_atlantic({ place, company: job.company }));
  }

  const occupation = job.nocCode
    ? m.advice_occupation_named({ details: `NOC ${job.nocCode}${teer === null ? '' : `, TEER ${teer}`}` })
    : m.advice_occupation();
  if (code === 'QC') paragraphs.push(m.advice_guidance_quebec_cec());
  else if (teer === null) paragraphs.push(m.advice_guidance_teer_unknown());
  else if (teer <= 3) paragraphs.push(m.advice_guidance_skilled({ occupation }));
  else {
    paragraphs.push(code === 'NU' ? m.advice_guidance_unskilled_nunavut({ occupation }) : m.advice_guidance_unskilled({ occupation }));
  }

  paragraphs.push(disclaimer());
  return paragraphs.join('\n\n');
}
