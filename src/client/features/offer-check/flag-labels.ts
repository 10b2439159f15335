import type { OfferFlagKind } from '../../../shared/schemas/offer-check';

/** The heading of each red flag on the /offer-check answer (docs/product.md#offer-check). */
export const OFFER_FLAG_LABELS: Record<OfferFlagKind, string> = {
  fee: 'A fee asked of you',
  'personal-payment': 'Payment to a person or a personal number',
  'passport-fee': 'Your passport together with a fee',
  'job-offer-points': 'Job-offer points for Express Entry',
  guaranteed: 'A "guaranteed" visa or job',
  pressure: 'Pressure to act fast',
  'free-mail': 'A recruiter on a free e-mail service',
  'look-alike-domain': 'A look-alike government address',
  'no-interview': 'No interview',
  'too-good-pay': 'Pay far above the usual',
};
