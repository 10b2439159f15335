import { PROVINCE_NAMES_BY_CODE, type ProvinceCode } from './constants';
import { localized } from './i18n/localized';
import { m } from './i18n/paraglide/messages.js';
import { NOT_CHECKED_ONLINE } from './immigration-steps';

/**
 * Occupations that need a licence, registration or trade certificate before the work may be done
 * (docs/product.md#regulated-occupations, docs/decisions/045-guidance-as-dated-data.md), by NOC 2021 code, as data
 * with sources. For these, the job's requirements come from here instead of the generic TEER line
 * (src/server/features/jobs/service.ts toJob). Every entry carries the date written and a review note: the sources
 * could not be opened online when the texts were written. The texts a person reads (title, needs, elsewhere) are
 * getters over the guidance catalogue, so the API and the pages read them in the language of the moment
 * (docs/i18n/conventions.md); names of bodies and sources stay as written.
 */

export const REGULATED_OCCUPATIONS_WRITTEN = '2026-11-27';

export interface Source {
  label: string;
  url: string;
}

export interface RegulatedOccupation {
  key: string;
  /** What the occupation is called here, plural ("Registered nurses"). */
  title: string;
  nocCodes: readonly string[];
  /** Where the law requires the licence or certificate: every province and territory, or these. */
  requiredIn: 'all' | readonly ProvinceCode[];
  /** What is needed before working, in plain words, a line each (shown as the job's requirements). */
  needs: readonly string[];
  /** Where it is not compulsory (only when requiredIn is a list). */
  elsewhere?: string;
  /** Who licenses or certifies, by province, where known. */
  bodies?: Partial<Record<ProvinceCode, string>>;
  sources: readonly Source[];
  written: string;
  reviewNeeded: string;
}

const CICIC: Source = { label: 'Canadian Information Centre for International Credentials (CICIC)', url: 'https://www.cicic.ca/' };
const RED_SEAL: Source = { label: 'Red Seal Program', url: 'https://www.red-seal.ca/' };
const ALBERTA_TRADES: Source = {
  label: 'Alberta: who can work in a designated trade',
  url: 'https://tradesecrets.alberta.ca/trades-in-alberta/learn-about-designated-trades/who-can-work-in-a-designated-trade',
};
const ONTARIO_TRADES: Source = { label: 'Skilled Trades Ontario', url: 'https://www.skilledtradesontario.ca/' };
const BC_TRADES: Source = { label: 'SkilledTradesBC', url: 'https://skilledtradesbc.ca/' };

type Texts = { title: () => string; needs: () => readonly string[]; elsewhere?: () => string };

/** An entry whose texts are read from the catalogue each time they are read (never spread: that would fix them). */
const entry = (
  texts: Texts,
  fields: Omit<RegulatedOccupation, keyof Texts | 'written' | 'reviewNeeded'> & { reviewNeeded?: string },
): RegulatedOccupation =>
  Object.defineProperties(
    { ...fields, written: REGULATED_OCCUPATIONS_WRITTEN, reviewNeeded: fields.reviewNeeded ?? NOT_CHECKED_ONLINE },
    Object.getOwnPropertyDescriptors(localized(texts)),
  ) as RegulatedOccupation;

const tradeElsewhere = m.guidance_regulated_trade_elsewhere;

export const REGULATED_OCCUPATIONS: readonly RegulatedOccupation[] = [
  entry(
    {
      title: m.guidance_regulated_rn_title,
      needs: () => [
        m.guidance_regulated_rn_need_registration(),
        m.guidance_regulated_rn_need_nnas(),
        m.guidance_regulated_rn_need_exam(),
        m.guidance_regulated_rn_need_language(),
      ],
    },
    {
      key: 'registered-nurses',
      nocCodes: ['31301'],
      requiredIn: 'all',
      bodies: {
        ON: 'College of Nurses of Ontario (CNO)',
        BC: 'British Columbia College of Nurses and Midwives (BCCNM)',
        AB: 'College of Registered Nurses of Alberta (CRNA)',
        SK: 'College of Registered Nurses of Saskatchewan (CRNS)',
        MB: 'College of Registered Nurses of Manitoba (CRNM)',
        QC: 'Ordre des infirmières et infirmiers du Québec (OIIQ)',
        NS: 'Nova Scotia College of Nursing (NSCN)',
        NB: 'Nurses Association of New Brunswick (NANB)',
        NL: 'College of Registered Nurses of Newfoundland and Labrador (CRNNL)',
        PE: 'College of Registered Nurses and Midwives of Prince Edward Island',
        NT: 'Registered Nurses Association of the Northwest Territories and Nunavut (RNANT/NU)',
        NU: 'Registered Nurses Association of the Northwest Territories and Nunavut (RNANT/NU)',
      },
      sources: [
        { label: 'National Nursing Assessment Service (NNAS)', url: 'https://www.nnas.ca/' },
        { label: 'Canadian Council of Registered Nurse Regulators (NCLEX-RN in Canada)', url: 'https://www.ccrnr.ca/' },
        { label: 'College of Nurses of Ontario', url: 'https://www.cno.org/' },
        { label: 'BC College of Nurses and Midwives', url: 'https://www.bccnm.ca/' },
        { label: 'College of Registered Nurses of Alberta', url: 'https://www.nurses.ab.ca/' },
      ],
      reviewNeeded: `${NOT_CHECKED_ONLINE} Check which regulators still require NNAS (BCCNM took applications directly from 2023).`,
    },
  ),
  entry(
    {
      title: m.guidance_regulated_lpn_title,
      needs: () => [
        m.guidance_regulated_lpn_need_registration(),
        m.guidance_regulated_lpn_need_nnas(),
        m.guidance_regulated_lpn_need_exam(),
      ],
    },
    {
      key: 'practical-nurses',
      nocCodes: ['32101'],
      requiredIn: 'all',
      bodies: {
        ON: 'College of Nurses of Ontario (CNO)',
        BC: 'British Columbia College of Nurses and Midwives (BCCNM)',
        AB: 'College of Licensed Practical Nurses of Alberta (CLPNA)',
        SK: 'Saskatchewan Association of Licensed Practical Nurses (SALPN)',
        MB: 'College of Licensed Practical Nurses of Manitoba (CLPNM)',
        QC: 'Ordre des infirmières et infirmiers auxiliaires du Québec (OIIAQ)',
        NS: 'Nova Scotia College of Nursing (NSCN)',
        NL: 'College of Licensed Practical Nurses of Newfoundland and Labrador (CLPNNL)',
      },
      sources: [
        { label: 'National Nursing Assessment Service (NNAS)', url: 'https://www.nnas.ca/' },
        { label: 'REx-PN exam', url: 'https://www.rex-pn.com/' },
        { label: 'College of Licensed Practical Nurses of Alberta', url: 'https://www.clpna.com/' },
      ],
    },
  ),
  entry(
    {
      title: m.guidance_regulated_physicians_title,
      needs: () => [
        m.guidance_regulated_physicians_need_licence(),
        m.guidance_regulated_physicians_need_exams(),
        m.guidance_regulated_physicians_need_supervised(),
      ],
    },
    {
      key: 'physicians',
      nocCodes: ['31100', '31101', '31102'],
      requiredIn: 'all',
      bodies: {
        ON: 'College of Physicians and Surgeons of Ontario (CPSO)',
        BC: 'College of Physicians and Surgeons of British Columbia',
        AB: 'College of Physicians & Surgeons of Alberta (CPSA)',
        QC: 'Collège des médecins du Québec',
      },
      sources: [
        { label: 'Medical Council of Canada', url: 'https://mcc.ca/' },
        { label: 'physiciansapply.ca', url: 'https://physiciansapply.ca/' },
        { label: 'Federation of Medical Regulatory Authorities of Canada', url: 'https://fmrac.ca/' },
      ],
    },
  ),
  entry(
    {
      title: m.guidance_regulated_pharmacists_title,
      needs: () => [
        m.guidance_regulated_pharmacists_need_licence(),
        m.guidance_regulated_pharmacists_need_pebc(),
        m.guidance_regulated_pharmacists_need_training(),
      ],
    },
    {
      key: 'pharmacists',
      nocCodes: ['31120'],
      requiredIn: 'all',
      sources: [
        { label: 'Pharmacy Examining Board of Canada (PEBC)', url: 'https://www.pebc.ca/' },
        { label: 'National Association of Pharmacy Regulatory Authorities', url: 'https://www.napra.ca/' },
      ],
    },
  ),
  entry(
    {
      title: m.guidance_regulated_physio_title,
      needs: () => [m.guidance_regulated_physio_need_registration(), m.guidance_regulated_physio_need_exam()],
    },
    {
      key: 'physiotherapists',
      nocCodes: ['31202'],
      requiredIn: 'all',
      sources: [{ label: 'Canadian Alliance of Physiotherapy Regulators', url: 'https://www.alliancept.org/' }],
    },
  ),
  entry(
    {
      title: m.guidance_regulated_mlt_title,
      needs: () => [m.guidance_regulated_mlt_need_registration(), m.guidance_regulated_mlt_need_exam()],
      elsewhere: m.guidance_regulated_mlt_elsewhere,
    },
    {
      key: 'medical-laboratory-technologists',
      nocCodes: ['32120'],
      requiredIn: ['ON', 'AB', 'SK', 'MB', 'QC', 'NS', 'NB', 'NL'],
      sources: [{ label: 'Canadian Society for Medical Laboratory Science (CSMLS)', url: 'https://www.csmls.org/' }, CICIC],
      reviewNeeded: `${NOT_CHECKED_ONLINE} Check the list of provinces that regulate the profession.`,
    },
  ),
  entry(
    {
      title: m.guidance_regulated_teachers_title,
      needs: () => [
        m.guidance_regulated_teachers_need_certificate(),
        m.guidance_regulated_teachers_need_assessment(),
        m.guidance_regulated_teachers_need_checks(),
      ],
    },
    {
      key: 'teachers',
      nocCodes: ['41220', '41221'],
      requiredIn: 'all',
      bodies: {
        ON: 'Ontario College of Teachers',
        BC: 'Teacher Certification Branch, BC Ministry of Education and Child Care',
        AB: 'Alberta Education, Teacher Certification',
        SK: 'Saskatchewan Professional Teachers Regulatory Board',
        MB: 'Manitoba Education, Professional Certification',
        QC: 'Ministère de l’Éducation du Québec',
        NS: 'Nova Scotia Office of Teacher Certification',
        NB: 'New Brunswick Department of Education, Teacher Certification',
        NL: 'Newfoundland and Labrador Department of Education, Teacher Certification',
        PE: 'Prince Edward Island Department of Education, Teacher Certification',
      },
      sources: [
        { label: 'Ontario College of Teachers', url: 'https://www.oct.ca/' },
        { label: 'Alberta teacher certification', url: 'https://www.alberta.ca/teacher-certification' },
        CICIC,
      ],
    },
  ),
  entry(
    {
      title: m.guidance_regulated_electricians_title,
      needs: () => [m.guidance_regulated_electricians_need_certificate(), m.guidance_regulated_trade_need_assessment()],
      elsewhere: tradeElsewhere,
    },
    {
      key: 'electricians',
      nocCodes: ['72200', '72201'],
      requiredIn: ['AB', 'ON', 'QC', 'SK', 'MB', 'NS', 'NB', 'NL', 'PE', 'BC'],
      sources: [RED_SEAL, ALBERTA_TRADES, ONTARIO_TRADES, BC_TRADES],
      reviewNeeded: `${NOT_CHECKED_ONLINE} Check each province (British Columbia made it compulsory from 2024) and the territories.`,
    },
  ),
  entry(
    {
      title: m.guidance_regulated_plumbers_title,
      needs: () => [m.guidance_regulated_plumbers_need_certificate(), m.guidance_regulated_trade_need_assessment()],
      elsewhere: tradeElsewhere,
    },
    {
      key: 'plumbers',
      nocCodes: ['72300'],
      requiredIn: ['AB', 'ON', 'QC', 'SK', 'MB', 'NS', 'NB'],
      sources: [RED_SEAL, ALBERTA_TRADES, ONTARIO_TRADES],
      reviewNeeded: `${NOT_CHECKED_ONLINE} Check the list of provinces where plumbing is compulsory.`,
    },
  ),
  entry(
    {
      title: m.guidance_regulated_welders_title,
      needs: () => [
        m.guidance_regulated_welders_need_certificate(),
        m.guidance_regulated_welders_need_assessment(),
        m.guidance_regulated_welders_need_pressure(),
      ],
      elsewhere: tradeElsewhere,
    },
    {
      key: 'welders',
      nocCodes: ['72106'],
      requiredIn: ['AB'],
      sources: [ALBERTA_TRADES, RED_SEAL],
    },
  ),
  entry(
    {
      title: m.guidance_regulated_auto_title,
      needs: () => [m.guidance_regulated_auto_need_certificate(), m.guidance_regulated_trade_need_assessment()],
      elsewhere: tradeElsewhere,
    },
    {
      key: 'automotive-service-technicians',
      nocCodes: ['72410'],
      requiredIn: ['AB', 'ON', 'BC', 'NS'],
      sources: [RED_SEAL, ALBERTA_TRADES, ONTARIO_TRADES, BC_TRADES],
      reviewNeeded: `${NOT_CHECKED_ONLINE} Check the list of provinces where the trade is compulsory.`,
    },
  ),
  entry(
    {
      title: m.guidance_regulated_truck_title,
      needs: () => [
        m.guidance_regulated_truck_need_licence(),
        m.guidance_regulated_truck_need_melt(),
        m.guidance_regulated_truck_need_tests(),
      ],
    },
    {
      key: 'truck-drivers',
      nocCodes: ['73300'],
      requiredIn: 'all',
      bodies: {
        ON: 'Ontario Ministry of Transportation (Class AZ)',
        BC: 'ICBC (Class 1)',
        AB: 'Alberta Transportation and Economic Corridors (Class 1)',
        SK: 'SGI (Class 1)',
        MB: 'Manitoba Public Insurance (Class 1)',
      },
      sources: [
        { label: 'Ontario: driver’s licences', url: 'https://www.ontario.ca/page/drivers-licence' },
        { label: 'ICBC (British Columbia)', url: 'https://www.icbc.com/' },
        { label: 'SGI (Saskatchewan)', url: 'https://www.sgi.sk.ca/' },
      ],
      reviewNeeded: `${NOT_CHECKED_ONLINE} Check which provinces require MELT and the exact licence pages.`,
    },
  ),
];

const BY_NOC: ReadonlyMap<string, RegulatedOccupation> = new Map(
  REGULATED_OCCUPATIONS.flatMap((occupation) => occupation.nocCodes.map((code) => [code, occupation] as const)),
);

/** The regulated occupation a NOC 2021 code belongs to, or null. */
export function regulatedOccupation(nocCode: string | null | undefined): RegulatedOccupation | null {
  return (nocCode && BY_NOC.get(nocCode.trim())) || null;
}

const CODE_BY_NAME = new Map<string, ProvinceCode>(
  Object.entries(PROVINCE_NAMES_BY_CODE).flatMap(([code, name]) => [
    [code.toLowerCase(), code as ProvinceCode],
    [name.toLowerCase(), code as ProvinceCode],
    [name.toLowerCase().replace('&', 'and'), code as ProvinceCode],
  ]),
);

export function provinceCodeOf(province: string | null | undefined): ProvinceCode | null {
  return CODE_BY_NAME.get((province ?? '').trim().toLowerCase()) ?? null;
}

export interface RegulatedGuidance {
  occupation: RegulatedOccupation;
  /** The province asked about, by name; null when none was given or known. */
  province: string | null;
  /** Whether the licence is required there: null when the province is unknown and it varies by province. */
  requiredHere: boolean | null;
  /** Who licenses in that province, where the data names it. */
  body: string | null;
  /** The lines shown as the job's requirements. */
  requirements: string[];
}

/** What a job in this occupation and province needs before the work may start; null for an occupation not listed. */
export function regulatedGuidance(nocCode: string | null | undefined, province?: string | null): RegulatedGuidance | null {
  const occupation = regulatedOccupation(nocCode);
  if (!occupation) return null;
  const code = provinceCodeOf(province);
  const name = code ? PROVINCE_NAMES_BY_CODE[code] : null;
  const requiredHere = occupation.requiredIn === 'all' ? true : code ? occupation.requiredIn.includes(code) : null;
  const body = (code && occupation.bodies?.[code]) || null;
  // Each line is one or two whole sentences from the catalogue, never a sentence assembled from pieces.
  const withElsewhere = (sentence: string) => [sentence, occupation.elsewhere].filter(Boolean).join(' ');
  const requirements =
    requiredHere === false
      ? [withElsewhere(m.guidance_regulated_not_compulsory({ title: occupation.title, province: name! }))]
      : [...occupation.needs, ...(body ? [m.guidance_regulated_body_in({ province: name!, body })] : [])];
  if (requiredHere === null && occupation.requiredIn !== 'all')
    requirements.push(
      withElsewhere(
        m.guidance_regulated_compulsory_in({ provinces: occupation.requiredIn.map((c) => PROVINCE_NAMES_BY_CODE[c]).join(', ') }),
      ),
    );
  return { occupation, province: name, requiredHere, body, requirements };
}
