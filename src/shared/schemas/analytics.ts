import { z } from 'zod';
import { text } from './text';

/** The longest page path a visit records; longer paths are no page of ours. */
export const VISIT_PAGE_MAX = 200;

/**
 * POST /api/analytics/visit (docs/product.md#visits): the path of the page shown, without query or
 * fragment, so a search or a reset token never lands in the table.
 */
export const visitRequestSchema = z.object({
  page: text({ trim: true, max: VISIT_PAGE_MAX }).regex(/^\/[^?#\s]*$/, 'A page path starts with / and has no query.'),
});
