import { z } from 'zod';
import { OFFER_CHECK_MESSAGES as M } from '../messages';
import { text } from './text';

/** The offer check's limits (docs/product.md#offer-check). */
export const OFFER_CHECK = { textMax: 20_000, fieldMax: 200 } as const;

/** What a red flag is about (docs/product.md#offer-check). The strong kinds alone make a message `likely-scam`. */
export const OFFER_FLAG_KINDS = [
  'fee',
  'personal-payment',
  'passport-fee',
  'job-offer-points',
  'guaranteed',
  'pressure',
  'free-mail',
  'look-alike-domain',
  'no-interview',
  'too-good-pay',
] as const;
export type OfferFlagKind = (typeof OFFER_FLAG_KINDS)[number];

export const OFFER_VERDICTS = ['likely-scam', 'caution', 'nothing-found'] as const;
export type OfferVerdict = (typeof OFFER_VERDICTS)[number];

const field = (max: number, maxMessage: () => string) => text({ trim: true, max, maxMessage }).optional();

/**
 * POST /api/offer-check: a pasted message, or an employer, occupation and province typed by hand, or both.
 * At least one of them must say something; empty strings count as absent.
 */
export const offerCheckRequestSchema = z
  .object({
    text: text({ max: OFFER_CHECK.textMax, maxMessage: () => M.textTooLong, multiline: true }).optional(),
    employer: field(OFFER_CHECK.fieldMax, () => M.fieldTooLong),
    occupation: field(OFFER_CHECK.fieldMax, () => M.fieldTooLong),
    /** A province or territory, by its two-letter code or its name, as a person would type it. */
    province: field(OFFER_CHECK.fieldMax, () => M.fieldTooLong),
  })
  .refine((body) => [body.text, body.employer, body.occupation, body.province].some((value) => value?.trim()), {
    error: () => M.nothingToCheck,
  });
export type OfferCheckRequest = z.infer<typeof offerCheckRequestSchema>;

export const offerFlagSchema = z.object({
  kind: z.enum(OFFER_FLAG_KINDS),
  /** The words of the message that raised the flag, as written (empty when the flag came from typed fields). */
  quote: z.string(),
  explanation: z.string(),
});
export type OfferFlag = z.infer<typeof offerFlagSchema>;

export const offerEmployerMatchSchema = z.object({
  name: z.string(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  /** The quarters with a positive LMIA for this employer, newest first ("Apr–Jun 2025"). */
  quarters: z.array(z.string()),
  /** The occupations approved, "NOC code title". */
  occupations: z.array(z.string()),
  /** Whether the occupation and province asked about agree with an approval, in words. */
  agreement: z.string(),
  /** How the name matched the list's, in words ("The same name once 'ltd' … are set aside"). Added after the first shape: optional. */
  matchReason: z.string().optional(),
});
export type OfferEmployerMatch = z.infer<typeof offerEmployerMatchSchema>;

export const offerCheckResponseSchema = z.object({
  success: z.literal(true),
  verdict: z.enum(OFFER_VERDICTS),
  flags: z.array(offerFlagSchema),
  employer: z
    .object({
      query: z.string(),
      matches: z.array(offerEmployerMatchSchema),
      /** What the list can and cannot prove, and where the name came from (OFFER_EMPLOYER_CAVEATS). Optional: added after the first shape. */
      explanation: z.string().optional(),
    })
    .nullable(),
  nextSteps: z.array(z.object({ text: z.string(), url: z.string() })),
});
export type OfferCheckResponse = z.infer<typeof offerCheckResponseSchema>;
