/**
 * What a Kenyan with a Canadian job offer does, step by step, as data with its sources (docs/product.md#immigration-timeline,
 * docs/decisions/045-guidance-as-dated-data.md). Each item names the official page it was written from and the day it
 * was written; none could be opened from where it was written, so each carries a note asking for a review against
 * its source. The timeline (src/client/features/applications/timeline.ts) arranges these items into steps. Titles and
 * texts come from the guidance catalogue (docs/i18n/conventions.md); the review notes are for reviewers, in English.
 */

import { localized } from './i18n/localized';
import { m } from './i18n/paraglide/messages.js';

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

/** An item whose title and text are read from the catalogue each time they are read, in the language of the moment. */
const item = (key: string, title: () => string, text: () => string, source: string, review = NOT_CHECKED_ONLINE): GuidanceItem =>
  Object.defineProperties(
    { key, source, written: IMMIGRATION_STEPS_WRITTEN, reviewNeeded: review },
    Object.getOwnPropertyDescriptors(localized({ title, text })),
  ) as GuidanceItem;

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
    m.guidance_steps_lmia_employer_applies_title,
    m.guidance_steps_lmia_employer_applies_text,
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
    m.guidance_steps_online_application_title,
    m.guidance_steps_online_application_text,
    IMMIGRATION_SOURCES.irccAccount,
  ),
  item('biometrics', m.guidance_steps_biometrics_title, m.guidance_steps_biometrics_text, IMMIGRATION_SOURCES.biometrics),
  item('medical-exam', m.guidance_steps_medical_exam_title, m.guidance_steps_medical_exam_text, IMMIGRATION_SOURCES.panelPhysicians),
  item(
    'police-certificate',
    m.guidance_steps_police_certificate_title,
    m.guidance_steps_police_certificate_text,
    IMMIGRATION_SOURCES.policeCertificateKenya,
  ),
  item('visitor-visa', m.guidance_steps_visitor_visa_title, m.guidance_steps_visitor_visa_text, IMMIGRATION_SOURCES.visitorVisa),
];

/** Arrival: the permit itself is issued at the border. */
export const ARRIVAL_ITEMS: readonly GuidanceItem[] = [
  item('port-of-entry', m.guidance_steps_port_of_entry_title, m.guidance_steps_port_of_entry_text, IMMIGRATION_SOURCES.portOfEntry),
];

/** Permanent residence: where the educational credential assessment belongs. */
export const PERMANENT_RESIDENCE_ITEMS: readonly GuidanceItem[] = [
  item('language-test', m.guidance_steps_language_test_title, m.guidance_steps_language_test_text, IMMIGRATION_SOURCES.languageTest),
  item(
    'credential-assessment',
    m.guidance_steps_credential_assessment_title,
    m.guidance_steps_credential_assessment_text,
    IMMIGRATION_SOURCES.credentialAssessment,
  ),
  item('proof-of-funds', m.guidance_steps_proof_of_funds_title, m.guidance_steps_proof_of_funds_text, IMMIGRATION_SOURCES.proofOfFunds),
  item(
    'pr-police-medical',
    m.guidance_steps_pr_police_medical_title,
    m.guidance_steps_pr_police_medical_text,
    IMMIGRATION_SOURCES.medicalExam,
  ),
];
