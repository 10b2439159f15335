import type { OfferFlag, OfferFlagKind, OfferVerdict } from '../../../shared/schemas/offer-check';

/** Any one of these makes a message `likely-scam`: money asked of the worker, or points that no longer exist. */
export const STRONG_FLAG_KINDS: ReadonlySet<OfferFlagKind> = new Set(['fee', 'personal-payment', 'passport-fee', 'job-offer-points']);

/**
 * Weaker flags (free e-mail, no interview, pressure, a guarantee, a look-alike address, pay far too high) each
 * happen in clumsy genuine messages too; this many different ones together make `likely-scam`
 * (docs/decisions/044-offer-check.md).
 */
export const WEAK_KINDS_FOR_SCAM = 2;

/** The verdict of a list of flags (docs/product.md#offer-check). */
export function verdictOf(flags: readonly OfferFlag[]): OfferVerdict {
  if (flags.some((flag) => STRONG_FLAG_KINDS.has(flag.kind))) return 'likely-scam';
  const weakKinds = new Set(flags.map((flag) => flag.kind));
  if (weakKinds.size >= WEAK_KINDS_FOR_SCAM) return 'likely-scam';
  return weakKinds.size > 0 ? 'caution' : 'nothing-found';
}
