/**
 * What a Kenyan with a Canadian job offer does, step by step, as data with its sources (docs/product.md#immigration-timeline,
 * docs/decisions/045-guidance-as-dated-data.md). Each item names the official page it was written from and the day it
 * was written; none could be opened from where it was written, so each carries a note asking for a review against
 * its source. The timeline (src/client/features/applications/timeline.ts) arranges these items into steps.
 */

/** The day these texts were written. */
export const IMMIGRATION_STEPS_WRITTEN = '2026-11-27';

/** Why every item asks for review: the official pages could not be read online when the texts were written. */
export const NOT_CHECKED_ONLINE =
  'Written from the official pages as known on the date written; the pages could not be opened online from here to check them. Review against the source before relying on it.';

export interface GuidanceItem {
  key: string;
  title: string;
  text: string;
  /** The official page the text comes from. */
  source: string;
  /** ISO date the text was written. */
  written: string;
  /** What a reviewer should check; every text here needs a look against its source. */
  reviewNeeded: string;
}

const item = (key: string, title: string, text: string, source: string, review = NOT_CHECKED_ONLINE): GuidanceItem => ({
  key,
  title,
  text,
  source,
  written: IMMIGRATION_STEPS_WRITTEN,
  reviewNeeded: review,
});

export const IMMIGRATION_SOURCES = {
  lmiaEmployers: 'https://www.canada.ca/en/employment-social-development/services/foreign-workers.html',
  workPermit: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/work-canada/permit/temporary.html',
  irccAccount: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/application/account.html',
  biometrics: 'https://www.canada.ca/en/immigration-refugees-citizenship/campaigns/biometrics.html',
  visaApplicationCentre: 'https://visa.vfsglobal.com/ken/en/can/',
  visitorVisa: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada/entry-requirements-country.html',
  medicalExam: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/application/medical-police/medical-exams.html',
  panelPhysicians: 'https://secure.cic.gc.ca/pp-md/pp-list.aspx',
  policeCertificateKenya:
    'https://www.canada.ca/en/immigration-refugees-citizenship/services/application/medical-police/police-certificates/how/kenya.html',
  portOfEntry:
    'https://www.canada.ca/en/immigration-refugees-citizenship/services/work-canada/permit/temporary/after-apply-next-steps.html',
  credentialAssessment:
    'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/documents/education-assessed.html',
  languageTest:
    'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/documents/language-requirements.html',
  proofOfFunds:
    'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/documents/proof-funds.html',
  expressEntry: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry.html',
} as const;

/** The LMIA step: the employer's part, and what the worker sends the employer for it. */
export const LMIA_ITEMS: readonly GuidanceItem[] = [
  item(
    'lmia-employer-applies',
    'Your employer applies for the LMIA',
    'The employer, not you, applies to Employment and Social Development Canada and pays the LMIA fee; the law forbids passing that fee on to you. You usually send a copy of your passport and your CV.',
    IMMIGRATION_SOURCES.lmiaEmployers,
  ),
];

/**
 * Applying for an employer-specific work permit from Kenya. No educational credential assessment here: an ECA
 * serves permanent residence (Express Entry) and some provincial programmes, not the work permit.
 */
export const WORK_PERMIT_ITEMS: readonly GuidanceItem[] = [
  item(
    'online-application',
    'Apply online in your IRCC account',
    'Create an IRCC secure account and apply for the work permit online, with the job offer, the LMIA number your employer gives you and your passport.',
    IMMIGRATION_SOURCES.irccAccount,
  ),
  item(
    'biometrics',
    'Biometrics at the visa application centre in Nairobi',
    'After you apply and pay the biometrics fee, a letter asks you to give your fingerprints and photo, usually within 30 days, at the visa application centre in Nairobi.',
    IMMIGRATION_SOURCES.biometrics,
  ),
  item(
    'medical-exam',
    'Medical exam by an IRCC panel physician, where required',
    'A medical exam is needed for some jobs (health care, child care, primary or secondary school work) and after time in certain countries. Only a panel physician on IRCC’s list can do it; your family doctor cannot.',
    IMMIGRATION_SOURCES.panelPhysicians,
  ),
  item(
    'police-certificate',
    'Police certificate: the DCI Certificate of Good Conduct',
    'IRCC may ask for a police certificate. In Kenya it is the Certificate of Good Conduct from the Directorate of Criminal Investigations, applied for on eCitizen.',
    IMMIGRATION_SOURCES.policeCertificateKenya,
  ),
  item(
    'visitor-visa',
    'Visitor visa issued with the permit',
    'Kenyan citizens need a visitor visa (temporary resident visa) to travel to Canada. You do not apply for it separately: when the work permit is approved, IRCC issues the visa in your passport with the approval letter.',
    IMMIGRATION_SOURCES.visitorVisa,
  ),
];

/** Arrival: the permit itself is issued at the border. */
export const ARRIVAL_ITEMS: readonly GuidanceItem[] = [
  item(
    'port-of-entry',
    'The work permit is issued at the port of entry',
    'The approval letter is not the permit. At the airport where you land, a border services officer checks your documents and issues the work permit; carry the letter, your passport with the visa, the job offer and proof of funds.',
    IMMIGRATION_SOURCES.portOfEntry,
  ),
];

/** Permanent residence: where the educational credential assessment belongs. */
export const PERMANENT_RESIDENCE_ITEMS: readonly GuidanceItem[] = [
  item(
    'language-test',
    'Language test results',
    'An approved English or French test (IELTS General Training, CELPIP-General, PTE Core, TEF Canada or TCF Canada), less than two years old when you apply.',
    IMMIGRATION_SOURCES.languageTest,
  ),
  item(
    'credential-assessment',
    'Educational credential assessment (ECA)',
    'For Express Entry and some provincial programmes, an ECA shows what your Kenyan education is worth in Canada. It is not needed for the LMIA or the work permit.',
    IMMIGRATION_SOURCES.credentialAssessment,
  ),
  item(
    'proof-of-funds',
    'Proof of funds, where asked',
    'Some programmes ask for proof that you can support your family; a valid job offer and the right to work in Canada can exempt you.',
    IMMIGRATION_SOURCES.proofOfFunds,
  ),
  item(
    'pr-police-medical',
    'Police certificates and a new medical exam',
    'Permanent residence asks again for police certificates (from Kenya and every country you lived in for six months or more) and an immigration medical exam.',
    IMMIGRATION_SOURCES.medicalExam,
  ),
];
