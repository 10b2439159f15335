import { z } from 'zod';
import { NOC_FINDER_MESSAGES as M } from '../messages';
import { text } from './text';
import { NOC_SEARCH } from '../constants';

// The limits are a plain module's, so that a page showing them need not build these schemas (docs/decisions/048-zod-off-the-first-visit.md).
export { NOC_SEARCH };

/** GET /api/noc/search query (docs/product.md#noc-finder). */
export const nocSearchQuerySchema = z.object({
  title: text({ trim: true, max: NOC_SEARCH.titleMax, maxMessage: () => M.titleTooLong, required: () => M.titleTooShort }).pipe(
    z.string().min(NOC_SEARCH.titleMin, { error: () => M.titleTooShort }),
  ),
  limit: z.coerce
    .number({ error: () => M.limitRange })
    .int({ error: () => M.limitRange })
    .min(1, { error: () => M.limitRange })
    .max(NOC_SEARCH.limitMax, { error: () => M.limitRange })
    .default(NOC_SEARCH.limitDefault),
});
export type NocSearchQuery = z.infer<typeof nocSearchQuerySchema>;

/** The /noc-finder page's form: the same title rule as the API. */
export const nocFinderFormSchema = z.object({ title: nocSearchQuerySchema.shape.title });
export type NocFinderForm = z.infer<typeof nocFinderFormSchema>;

export const nocMatchSchema = z.object({
  /** The five-digit NOC 2021 unit group code. */
  code: z.string().regex(/^\d{5}$/),
  title: z.string(),
  teer: z.number().int().min(0).max(5),
  /** The first sentence of the official description. */
  duties: z.string(),
  /** 0 to 1: how well the title fits, comparable within one answer. */
  score: z.number().min(0).max(1),
  /** Why it matched, in words. */
  reason: z.string(),
});
export type NocMatch = z.infer<typeof nocMatchSchema>;

export const nocSearchResponseSchema = z.object({ success: z.literal(true), results: z.array(nocMatchSchema) });
export type NocSearchResponse = z.infer<typeof nocSearchResponseSchema>;
