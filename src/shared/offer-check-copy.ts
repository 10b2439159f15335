import { localized } from './i18n/localized';
import { m } from './i18n/paraglide/messages.js';
import type { OfferVerdict } from './schemas/offer-check';

/**
 * The offer check's fixed words, shared by the API (src/server/features/offer-check/) and the /offer-check page
 * (docs/product.md#offer-check): the verdicts in plain words, what the employer list can and cannot prove, the
 * privacy promise, and where to go next. Each text is read from the catalogues (guidance area) when it is read, so
 * the API answers in the request's language (docs/i18n/conventions.md).
 */

/** The verdict as a person reads it: a heading and one sentence. */
export const OFFER_VERDICT_WORDS: Record<OfferVerdict, { readonly heading: string; readonly summary: string }> = {
  'likely-scam': localized({ heading: m.guidance_offer_verdict_scam_heading, summary: m.guidance_offer_verdict_scam_summary }),
  caution: localized({ heading: m.guidance_offer_verdict_caution_heading, summary: m.guidance_offer_verdict_caution_summary }),
  'nothing-found': localized({ heading: m.guidance_offer_verdict_nothing_heading, summary: m.guidance_offer_verdict_nothing_summary }),
};

/** What the list of approved employers can and cannot tell: the API's employer explanation and the page show both. */
export const OFFER_EMPLOYER_CAVEATS = localized({
  onListIsNotProof: m.guidance_offer_caveat_on_list,
  absenceIsNotProof: m.guidance_offer_caveat_absence,
  listSource: m.guidance_offer_caveat_list_source,
});

export const OFFER_NOTES = localized({
  /** The privacy promise the page states and the API keeps (docs/product.md#offer-check). */
  privacy: m.guidance_offer_privacy_note,
  /** The fee rule the explanations lean on, in one place. */
  employerPaysLmia: m.guidance_offer_employer_pays_lmia,
});

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

/** Each text is read when the answer is sent, so the API's steps come in the request's language. */
export const OFFER_NEXT_STEPS: readonly OfferNextStep[] = [
  localized({
    text: m.guidance_offer_next_advice,
    url: () => 'https://www.canada.ca/en/immigration-refugees-citizenship/services/protect-fraud.html',
  }),
  localized({
    text: m.guidance_offer_next_report_fraud,
    url: () => 'https://www.canada.ca/en/immigration-refugees-citizenship/services/protect-fraud/report-fraud.html',
  }),
  localized({
    text: m.guidance_offer_next_tip_line,
    url: () => 'https://www.canada.ca/en/employment-social-development/services/foreign-workers/report-abuse.html',
  }),
  localized({
    text: m.guidance_offer_next_consultant,
    url: () => 'https://college-ic.ca/protecting-the-public/find-an-immigration-consultant',
  }),
];
