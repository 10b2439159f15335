/**
 * The public policies (docs/product.md#policy-pages): each has a version, the date it took effect, shown on
 * its page; sign-up records the terms version the member accepted (TERMS_VERSION covers the terms and the
 * privacy policy together, which the one sign-up box accepts).
 */
export const POLICY_VERSIONS = {
  terms: '2026-11-26',
  privacy: '2026-11-26',
  refunds: '2026-11-26',
} as const;

/** What a sign-up must carry: the terms and privacy versions in force, as one string. */
export const TERMS_VERSION = `terms-${POLICY_VERSIONS.terms}+privacy-${POLICY_VERSIONS.privacy}`;

/**
 * How long each kind of personal data is kept, in days: the clean-up (src/server/features/maintenance/cleanup.ts)
 * and the session rules use these numbers, and the privacy page states them.
 */
export const RETENTION_DAYS = {
  /** A session ends this long after sign-in at most… */
  sessionLifetime: 30,
  /** …and after this long unused. */
  sessionIdle: 7,
  /** Copies of sent e-mails in the outbox. */
  outbox: 30,
  /** Page visits (anonymous counts of which pages are opened). */
  visits: 396,
} as const;
