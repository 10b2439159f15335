import { PROVINCE_NAMES_BY_CODE, type ProvinceCode } from './constants';
import { NOT_CHECKED_ONLINE } from './immigration-steps';

/**
 * Occupations that need a licence, registration or trade certificate before the work may be done
 * (docs/product.md#regulated-occupations, docs/decisions/045-guidance-as-dated-data.md), by NOC 2021 code, as data
 * with sources. For these, the job's requirements come from here instead of the generic TEER line
 * (src/server/features/jobs/service.ts toJob). Every entry carries the date written and a review note: the sources
 * could not be opened online when the texts were written.
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

const entry = (fields: Omit<RegulatedOccupation, 'written' | 'reviewNeeded'> & { reviewNeeded?: string }): RegulatedOccupation => ({
  ...fields,
  written: REGULATED_OCCUPATIONS_WRITTEN,
  reviewNeeded: fields.reviewNeeded ?? NOT_CHECKED_ONLINE,
});

const TRADE_ELSEWHERE =
  'Elsewhere the certificate is voluntary: an employer may hire you on your experience, though a Red Seal or provincial certificate helps.';

export const REGULATED_OCCUPATIONS: readonly RegulatedOccupation[] = [
  entry({
    key: 'registered-nurses',
    title: 'Registered nurses',
    nocCodes: ['31301'],
    requiredIn: 'all',
    needs: [
      'Registration with the provincial nursing regulator before working as a nurse: experience alone does not qualify',
      'Have your nursing education assessed through the National Nursing Assessment Service (NNAS), unless your regulator takes applications directly',
      'Pass the NCLEX-RN exam (in Quebec, the OIIQ’s own exam)',
      'Meet the regulator’s English or French language requirement',
    ],
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
  }),
  entry({
    key: 'practical-nurses',
    title: 'Licensed practical nurses',
    nocCodes: ['32101'],
    requiredIn: 'all',
    needs: [
      'Registration with the provincial practical nursing regulator (registered practical nurse in Ontario) before working',
      'Have your education assessed through NNAS, unless your regulator takes applications directly',
      'Pass the practical nurse registration exam your regulator sets (the REx-PN in Ontario and British Columbia, among others)',
    ],
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
  }),
  entry({
    key: 'physicians',
    title: 'Physicians',
    nocCodes: ['31100', '31101', '31102'],
    requiredIn: 'all',
    needs: [
      'A licence from the province’s college of physicians and surgeons before practising',
      'Have your medical degree verified through physiciansapply.ca and pass the Medical Council of Canada’s exams',
      'Usually a period of supervised practice or assessment, or a Canadian residency',
    ],
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
  }),
  entry({
    key: 'pharmacists',
    title: 'Pharmacists',
    nocCodes: ['31120'],
    requiredIn: 'all',
    needs: [
      'Licence from the provincial pharmacy regulator before practising',
      'Document evaluation and the Evaluating and Qualifying exams of the Pharmacy Examining Board of Canada (PEBC)',
      'Supervised practical training and a jurisprudence exam in the province',
    ],
    sources: [
      { label: 'Pharmacy Examining Board of Canada (PEBC)', url: 'https://www.pebc.ca/' },
      { label: 'National Association of Pharmacy Regulatory Authorities', url: 'https://www.napra.ca/' },
    ],
  }),
  entry({
    key: 'physiotherapists',
    title: 'Physiotherapists',
    nocCodes: ['31202'],
    requiredIn: 'all',
    needs: [
      'Registration with the provincial physiotherapy college before practising',
      'Credential assessment and the Physiotherapy Competency Exam through the Canadian Alliance of Physiotherapy Regulators',
    ],
    sources: [{ label: 'Canadian Alliance of Physiotherapy Regulators', url: 'https://www.alliancept.org/' }],
  }),
  entry({
    key: 'medical-laboratory-technologists',
    title: 'Medical laboratory technologists',
    nocCodes: ['32120'],
    requiredIn: ['ON', 'AB', 'SK', 'MB', 'QC', 'NS', 'NB', 'NL'],
    needs: [
      'Registration with the provincial college where the profession is regulated',
      'Prior learning assessment and the certification exam of the Canadian Society for Medical Laboratory Science (CSMLS)',
    ],
    elsewhere: 'Where it is not regulated, employers usually still ask for CSMLS certification.',
    sources: [{ label: 'Canadian Society for Medical Laboratory Science (CSMLS)', url: 'https://www.csmls.org/' }, CICIC],
    reviewNeeded: `${NOT_CHECKED_ONLINE} Check the list of provinces that regulate the profession.`,
  }),
  entry({
    key: 'teachers',
    title: 'Teachers',
    nocCodes: ['41220', '41221'],
    requiredIn: 'all',
    needs: [
      'A teaching certificate from the province before teaching in a public school',
      'Your degree and teacher education assessed by the province’s certification body',
      'A criminal record check, and in some provinces a language test',
    ],
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
  }),
  entry({
    key: 'electricians',
    title: 'Electricians',
    nocCodes: ['72200', '72201'],
    requiredIn: ['AB', 'ON', 'QC', 'SK', 'MB', 'NS', 'NB', 'NL', 'PE', 'BC'],
    needs: [
      'A provincial trade certificate (or registration as an apprentice) before doing electrical work: a compulsory trade',
      'Have your experience assessed by the province’s apprenticeship authority and pass the certification exam (Red Seal where offered)',
    ],
    elsewhere: TRADE_ELSEWHERE,
    sources: [RED_SEAL, ALBERTA_TRADES, ONTARIO_TRADES, BC_TRADES],
    reviewNeeded: `${NOT_CHECKED_ONLINE} Check each province (British Columbia made it compulsory from 2024) and the territories.`,
  }),
  entry({
    key: 'plumbers',
    title: 'Plumbers',
    nocCodes: ['72300'],
    requiredIn: ['AB', 'ON', 'QC', 'SK', 'MB', 'NS', 'NB'],
    needs: [
      'A provincial trade certificate (or registration as an apprentice) before doing plumbing work: a compulsory trade',
      'Have your experience assessed by the province’s apprenticeship authority and pass the certification exam (Red Seal where offered)',
    ],
    elsewhere: TRADE_ELSEWHERE,
    sources: [RED_SEAL, ALBERTA_TRADES, ONTARIO_TRADES],
    reviewNeeded: `${NOT_CHECKED_ONLINE} Check the list of provinces where plumbing is compulsory.`,
  }),
  entry({
    key: 'welders',
    title: 'Welders',
    nocCodes: ['72106'],
    requiredIn: ['AB'],
    needs: [
      'In Alberta, welding is a compulsory certification trade: a journeyperson certificate, a recognised certificate or registration as an apprentice before welding',
      'Have your experience assessed (the Trades Qualifier route) and pass the certification exam',
      'Pressure welding needs a separate pressure welder certificate',
    ],
    elsewhere: TRADE_ELSEWHERE,
    sources: [ALBERTA_TRADES, RED_SEAL],
  }),
  entry({
    key: 'automotive-service-technicians',
    title: 'Automotive service technicians',
    nocCodes: ['72410'],
    requiredIn: ['AB', 'ON', 'BC', 'NS'],
    needs: [
      'A provincial trade certificate (or registration as an apprentice) before repairing vehicles: a compulsory trade',
      'Have your experience assessed by the province’s apprenticeship authority and pass the certification exam (Red Seal where offered)',
    ],
    elsewhere: TRADE_ELSEWHERE,
    sources: [RED_SEAL, ALBERTA_TRADES, ONTARIO_TRADES, BC_TRADES],
    reviewNeeded: `${NOT_CHECKED_ONLINE} Check the list of provinces where the trade is compulsory.`,
  }),
  entry({
    key: 'truck-drivers',
    title: 'Transport truck drivers',
    nocCodes: ['73300'],
    requiredIn: 'all',
    needs: [
      'A Canadian commercial licence for tractor-trailers: Class 1 (Class AZ in Ontario); a Kenyan licence cannot be exchanged for it',
      'Mandatory entry-level training (MELT) at an approved school before the road test, in Ontario, Alberta, Saskatchewan, Manitoba and British Columbia among others',
      'Knowledge, air brake and road tests, and a driver’s medical exam',
    ],
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
  }),
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
  const requirements =
    requiredHere === false
      ? [`${occupation.title}: certification is not compulsory in ${name}. ${occupation.elsewhere ?? ''}`.trim()]
      : [...occupation.needs, ...(body ? [`In ${name}: ${body}`] : [])];
  if (requiredHere === null && occupation.requiredIn !== 'all')
    requirements.push(
      `Compulsory in ${occupation.requiredIn.map((c) => PROVINCE_NAMES_BY_CODE[c]).join(', ')}. ${occupation.elsewhere ?? ''}`.trim(),
    );
  return { occupation, province: name, requiredHere, body, requirements };
}
