import { m } from '../../../shared/i18n/paraglide/messages.js';
import { localized } from '../../../shared/i18n/localized';
import type { OfferFlagKind } from '../../../shared/schemas/offer-check';

/** The heading of each red flag on the /offer-check answer (docs/product.md#offer-check). */
export const OFFER_FLAG_LABELS: Readonly<Record<OfferFlagKind, string>> = localized({
  fee: m.guidance_offer_flag_fee,
  'personal-payment': m.guidance_offer_flag_personal_payment,
  'passport-fee': m.guidance_offer_flag_passport_fee,
  'job-offer-points': m.guidance_offer_flag_job_offer_points,
  guaranteed: m.guidance_offer_flag_guaranteed,
  pressure: m.guidance_offer_flag_pressure,
  'free-mail': m.guidance_offer_flag_free_mail,
  'look-alike-domain': m.guidance_offer_flag_look_alike_domain,
  'no-interview': m.guidance_offer_flag_no_interview,
  'too-good-pay': m.guidance_offer_flag_too_good_pay,
});
