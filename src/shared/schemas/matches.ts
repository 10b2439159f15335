import { z } from 'zod';
import { ALL_OF_CANADA, MATCHES_LIMITS, PROVINCE_CODES, isProvinceCode } from '../constants';
import { MATCHES_MESSAGES as M } from '../messages';

/**
 * My matches (docs/product.md#my-matches): the NOC unit groups a member's job titles fit and the employers
 * approved to hire them, ranked, each with its reasons in words.
 */

/** A repeatable or comma-separated query parameter: `?noc=31301&noc=63200` or `?noc=31301,63200`. */
const listParam = (pattern: RegExp, message: () => string, max: number, tooMany: () => string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(10, { error: message }).regex(pattern, { error: message }))
        .max(max, { error: tooMany })
        .transform((list) => [...new Set(list)]),
    );

/** GET /api/matches query: without either list the member's profile decides. */
export const matchesQuerySchema = z.object({
  noc: listParam(
    /^\d{5}$/,
    () => M.badNoc,
    MATCHES_LIMITS.nocs,
    () => M.tooManyNocs,
  ),
  province: listParam(
    /^(?:[A-Z]{2}|all)$/,
    () => M.badProvince,
    PROVINCE_CODES.length,
    () => M.badProvince,
  ).pipe(z.array(z.string().refine((value) => value === ALL_OF_CANADA || isProvinceCode(value), { error: () => M.badProvince }))),
});
export type MatchesQuery = z.infer<typeof matchesQuerySchema>;

export const matchNocSchema = z.object({ code: z.string().regex(/^\d{5}$/), title: z.string(), teer: z.number().int().min(0).max(5) });
export type MatchNoc = z.infer<typeof matchNocSchema>;

export const matchApprovalSchema = z.object({
  quarter: z.string(),
  noc: z.string(),
  positions: z.number().int(),
  stream: z.string(),
});

export const matchEmployerSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  /** 0 to 100: comparable within one answer (docs/decisions/042-matches.md). */
  score: z.number(),
  reasons: z.array(z.string()),
  approvals: z.array(matchApprovalSchema),
});
export type MatchEmployer = z.infer<typeof matchEmployerSchema>;

export const matchesResponseSchema = z.object({
  success: z.literal(true),
  nocs: z.array(matchNocSchema),
  employers: z.array(matchEmployerSchema),
  /** The provinces used (codes), empty for all of Canada. */
  provinces: z.array(z.string()),
  /** Where the NOCs came from: the member's profile or the query. */
  source: z.enum(['profile', 'query']),
  /** Said when there is nothing to match on, for the page to show. */
  message: z.string().optional(),
});
export type MatchesResponse = z.infer<typeof matchesResponseSchema>;

/** GET and PUT /api/matches/email: the new-quarter e-mail opt-in. */
export const matchEmailSettingSchema = z.object({ newQuarterEmail: z.boolean() });
export type MatchEmailSetting = z.infer<typeof matchEmailSettingSchema>;
export const matchEmailSettingResponseSchema = matchEmailSettingSchema.extend({ success: z.literal(true) });
