import type { Province } from '../../../shared/constants';
import type { ImmigrationPathway, TimelineStep } from '../../../shared/schemas/job-enhancement';

/**
 * The immigration routes a job in Canada opens, by province or territory (docs/product.md#job-enhancement).
 * Curated, never generated: members plan years of their lives on these facts, so every programme name and
 * link here is the official one, and nothing names a stream a programme may have closed. Programmes change;
 * every answer ends by sending the member to IRCC or a licensed consultant.
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

const nominee = (name: string, url: string): ImmigrationPathway => ({
  name,
  summary:
    'Nominates workers with a job offer from an employer in the province or territory for permanent residence. Each stream has its own rules on occupation, work experience and language: check them on the programme’s site.',
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
      summary:
        'Quebec chooses its own permanent immigrants: it issues a Quebec Selection Certificate (CSQ), then you apply to IRCC for permanent residence. Temporary workers in Quebec usually also need a Quebec Acceptance Certificate (CAQ). French counts for a lot in Quebec’s selection.',
      url: OFFICIAL_PAGES.quebecImmigration,
    },
    ownSelection: true,
  },
  NU: { code: 'NU', programme: null, ownSelection: false },
};

const TEMPORARY_FOREIGN_WORKER_PROGRAM: ImmigrationPathway = {
  name: 'Temporary Foreign Worker Program (LMIA)',
  summary:
    'The employer applies to Employment and Social Development Canada for a Labour Market Impact Assessment (LMIA). A positive LMIA shows no Canadian was available for the job; it is the employer’s application, never yours to pay for.',
  url: OFFICIAL_PAGES.temporaryForeignWorkers,
};

const EMPLOYER_SPECIFIC_WORK_PERMIT: ImmigrationPathway = {
  name: 'Employer-specific work permit',
  summary:
    'With the job offer and the positive LMIA you apply to IRCC for a work permit. It names this employer, so you work only for them, and usually lasts as long as the approved job.',
  url: OFFICIAL_PAGES.workInCanada,
};

const ATLANTIC_IMMIGRATION_PROGRAM: ImmigrationPathway = {
  name: 'Atlantic Immigration Program',
  summary:
    'A federal route to permanent residence for workers with a job offer from an employer designated by Nova Scotia, New Brunswick, Prince Edward Island or Newfoundland and Labrador.',
  url: OFFICIAL_PAGES.atlantic,
};

const CANADIAN_EXPERIENCE_CLASS: ImmigrationPathway = {
  name: 'Express Entry: Canadian Experience Class',
  summary:
    'After at least 12 months of full-time skilled work (TEER 0, 1, 2 or 3) in Canada within the last 3 years, and a language test result at the level required, you can enter the Express Entry pool for permanent residence.',
  url: OFFICIAL_PAGES.canadianExperienceClass,
};

const ALL_NOMINEE_PROGRAMMES: ImmigrationPathway = {
  name: 'Provincial Nominee Program',
  summary: 'Every province and territory except Quebec and Nunavut runs a nominee programme; IRCC’s page links to each one.',
  url: OFFICIAL_PAGES.provincialNominees,
};

export const DISCLAIMER =
  'This is general information, not legal advice. Programmes and their rules change: check IRCC’s pages on canada.ca or ask a licensed immigration consultant (RCIC) or lawyer before you apply or pay anyone. Never pay for a job offer or an LMIA.';

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
  const pathways = [TEMPORARY_FOREIGN_WORKER_PROGRAM, EMPLOYER_SPECIFIC_WORK_PERMIT];
  if (code === undefined) pathways.push(ALL_NOMINEE_PROGRAMMES);
  else {
    const own = PROVINCIAL_SELECTION[code].programme;
    if (own) pathways.push(own);
    if (ATLANTIC_PROVINCES.has(code)) pathways.push(ATLANTIC_IMMIGRATION_PROGRAM);
  }
  // The Canadian Experience Class is for people who plan to live outside Quebec.
  if (code !== 'QC' && isSkilledForExpressEntry(teerOf(job)) !== false) pathways.push(CANADIAN_EXPERIENCE_CLASS);
  return pathways;
}

export function timelineFor(job: PathwayJob): TimelineStep[] {
  const quebec = provinceCodeOf(job.province) === 'QC';
  return [
    { step: 'Job search and a written job offer', duration: '1–6 months' },
    {
      step: quebec
        ? 'LMIA and Quebec Acceptance Certificate (CAQ): the employer applies to Canada and Quebec'
        : 'LMIA: the employer applies',
      duration: job.isLMIA ? '2–6 months, unless a position under its positive LMIA is still open' : '2–6 months',
    },
    { step: 'Employer-specific work permit: you apply to IRCC', duration: '2–4 months' },
    { step: 'Arrival in Canada and the first day of work', duration: 'once the permit is approved' },
    {
      step: quebec
        ? 'Permanent residence through Quebec’s selection (CSQ), then IRCC'
        : 'Permanent residence through a provincial programme or Express Entry',
      duration: '1–2 years after arrival, sometimes longer',
    },
  ];
}

const quarterText = (quarter: string | null) => {
  const match = quarter?.match(/^(\d{4})Q([1-4])$/);
  if (!match) return '';
  const months = ['January to March', 'April to June', 'July to September', 'October to December'][Number(match[2]) - 1];
  return ` (${months} ${match[1]})`;
};

/** The guidance as paragraphs separated by a blank line, the disclaimer last. */
export function immigrationGuidanceFor(job: PathwayJob): string {
  const code = provinceCodeOf(job.province);
  const place = job.province ?? 'Canada';
  const teer = teerOf(job);
  const paragraphs: string[] = [];

  const lmia = job.isLMIA
    ? `${job.company} has received a positive LMIA for this occupation${quarterText(job.lmiaQuarter)}, so it has hired through this route before: ask whether one of its approved positions is still open to you.`
    : `This listing shows no positive LMIA: ask ${job.company} whether it will apply for one, since most employers need one to hire a worker from abroad.`;
  paragraphs.push(
    `To work for ${job.company} in this job (${job.title}) you would start on a temporary work permit. Under the Temporary Foreign Worker Program the employer applies to Employment and Social Development Canada for a Labour Market Impact Assessment (LMIA); with a positive LMIA and a written job offer you apply to IRCC for an employer-specific work permit. That permit is tied to this employer and usually lasts for the length of the approved job, typically 1 to 3 years. ${lmia}`,
  );
  if (code === 'QC') {
    paragraphs.push(
      'In Quebec the employer applies for the LMIA to Canada and Quebec together, and you usually also need a Quebec Acceptance Certificate (CAQ) before you apply for the work permit.',
    );
  }

  if (code === undefined) {
    paragraphs.push(
      `The employer’s head office is outside Canada, so the province of this job is not known. Ask ${job.company} where you would work: each province and territory except Quebec and Nunavut runs a Provincial Nominee Program, listed on IRCC’s provincial nominees page.`,
    );
  } else if (code === 'QC') {
    paragraphs.push(
      'Quebec has no Provincial Nominee Program. It selects its own permanent immigrants through the Programme de sélection des travailleurs qualifiés (Quebec’s skilled worker selection): Quebec issues a Quebec Selection Certificate (CSQ), then you apply to IRCC for permanent residence. French counts for a lot in Quebec’s selection.',
    );
  } else if (code === 'NU') {
    paragraphs.push(
      'Nunavut has no nominee programme, so permanent residence from a job there goes through the federal programmes, such as Express Entry.',
    );
  } else {
    const programme = PROVINCIAL_SELECTION[code].programme!;
    paragraphs.push(
      `${place} runs the ${programme.name}. It can nominate workers with a job offer from an employer in ${place} for permanent residence; each of its streams has its own rules on occupation, work experience and language, so check them on the programme’s site.`,
    );
  }

  if (code !== undefined && ATLANTIC_PROVINCES.has(code)) {
    paragraphs.push(
      `${place} is one of the four Atlantic provinces, so the Atlantic Immigration Program may also apply: it leads to permanent residence for workers with a job offer from an employer the province has designated. Ask ${job.company} whether it is a designated employer.`,
    );
  }

  const occupation = job.nocCode ? `This occupation (NOC ${job.nocCode}${teer === null ? '' : `, TEER ${teer}`})` : 'This occupation';
  if (code === 'QC') {
    paragraphs.push(
      'Express Entry’s Canadian Experience Class is for people who plan to live outside Quebec: to stay in Quebec, permanent residence goes through Quebec’s own selection, whatever the occupation’s TEER.',
    );
  } else if (teer === null) {
    paragraphs.push(
      'If this occupation is TEER 0, 1, 2 or 3, 12 months of full-time work in it in Canada can qualify you for Express Entry’s Canadian Experience Class, with a language test result at the level required.',
    );
  } else if (teer <= 3) {
    paragraphs.push(
      `${occupation} counts as skilled work for Express Entry: after 12 months of full-time work in Canada within 3 years you could qualify for the Canadian Experience Class, with a language test result at the level required.`,
    );
  } else {
    paragraphs.push(
      code === 'NU'
        ? `${occupation} is not counted as skilled work by Express Entry (it takes TEER 0 to 3), and Nunavut has no nominee programme: ask the employer whether a move to a province with a programme for this occupation is possible later.`
        : `${occupation} is not counted as skilled work by Express Entry (it takes TEER 0 to 3), so a provincial programme is the more likely road to permanent residence: ask it whether it has a stream for this occupation.`,
    );
  }

  paragraphs.push(DISCLAIMER);
  return paragraphs.join('\n\n');
}
