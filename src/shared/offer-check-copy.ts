import type { OfferVerdict } from './schemas/offer-check';

/**
 * The offer check's fixed words, shared by the API (src/server/features/offer-check/) and the /offer-check page
 * (docs/product.md#offer-check): the verdicts in plain words, what the employer list can and cannot prove, the
 * privacy promise, and where to go next.
 */

/** The verdict as a person reads it: a heading and one sentence. */
export const OFFER_VERDICT_WORDS: Record<OfferVerdict, { heading: string; summary: string }> = {
  'likely-scam': {
    heading: 'Likely a scam',
    summary:
      'This message shows the signs of a fake job offer. Do not pay anything, do not send your passport, and do not share your M-Pesa PIN or codes.',
  },
  caution: {
    heading: 'Be careful',
    summary:
      'We found something that scammers often do. It is not proof of fraud on its own: check the employer and the offer with official sources before you go further.',
  },
  'nothing-found': {
    heading: 'Nothing suspicious found',
    summary:
      'We found none of the red flags we look for. That does not prove the offer is genuine: never pay for a job offer or an LMIA, whoever asks.',
  },
};

/** What the list of approved employers can and cannot tell: the API's employer explanation and the page show both. */
export const OFFER_EMPLOYER_CAVEATS = {
  onListIsNotProof:
    'Being on the list does not make a message genuine: scammers often borrow the names of real employers. Contact the employer through its own website or phone number, not the ones in the message.',
  absenceIsNotProof:
    'Not being on the list is not proof of fraud: the published list leaves out employers named after persons, and it only covers approvals already published.',
  listSource:
    'The list is the Government of Canada’s published list of employers who received a positive Labour Market Impact Assessment (LMIA), by quarter.',
} as const;

/** The privacy promise the page states and the API keeps (docs/product.md#offer-check). */
export const OFFER_PRIVACY_NOTE = 'What you paste is checked in memory and then forgotten: it is never stored, logged or shared.';

/** The fee rule the explanations lean on, in one place. */
export const OFFER_EMPLOYER_PAYS_LMIA =
  'By law the employer pays the $1,000 LMIA processing fee and may not get it back from the worker, directly or through a recruiter.';

/**
 * Where to go next: official pages and the tip line. The URLs were written on this date from what the Government
 * of Canada and the College of Immigration and Citizenship Consultants published; they could not be opened from
 * where this was written, so they are marked for review.
 */
export const OFFER_NEXT_STEPS_WRITTEN = { date: '2026-11-27', checkedOnline: false } as const;

export interface OfferNextStep {
  text: string;
  url: string;
}

export const OFFER_NEXT_STEPS: readonly OfferNextStep[] = [
  {
    text: 'Read the Government of Canada’s advice: Protect yourself from immigration fraud.',
    url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/protect-fraud.html',
  },
  {
    text: 'Report immigration fraud to the Government of Canada.',
    url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/protect-fraud/report-fraud.html',
  },
  {
    text: 'Report abuse of temporary foreign workers to Service Canada’s confidential tip line: 1-866-602-9448.',
    url: 'https://www.canada.ca/en/employment-social-development/services/foreign-workers/report-abuse.html',
  },
  {
    text: 'Check that an immigration consultant is licensed on the CICC public register before you pay one.',
    url: 'https://college-ic.ca/protecting-the-public/find-an-immigration-consultant',
  },
];
