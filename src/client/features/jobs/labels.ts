import type { JobCategory } from '../../../shared/constants';
import { m } from '../../../shared/i18n/paraglide/messages.js';

/**
 * How the categories and the LMIA program streams read on the page. The data and the URLs keep ESDC's English
 * value ('Healthcare', 'High Wage'); the person reads it in the page's language (docs/i18n/conventions.md). A
 * stream the data writes in another way stays as written.
 */
const CATEGORY_LABELS: Record<JobCategory, () => string> = {
  Agriculture: m.jobs_category_agriculture,
  Healthcare: m.jobs_category_healthcare,
  Hospitality: m.jobs_category_hospitality,
  Construction: m.jobs_category_construction,
  Manufacturing: m.jobs_category_manufacturing,
  Retail: m.jobs_category_retail,
  Technology: m.jobs_category_technology,
  Education: m.jobs_category_education,
  Transportation: m.jobs_category_transportation,
};

const STREAM_LABELS: Record<string, () => string> = {
  'High Wage': m.jobs_stream_high_wage,
  'Low Wage': m.jobs_stream_low_wage,
  'Global Talent Stream': m.jobs_stream_global_talent,
  'Primary Agriculture': m.jobs_stream_primary_agriculture,
  'Permanent Resident Only': m.jobs_stream_permanent_resident,
};

export const categoryLabel = (category: string): string =>
  Object.hasOwn(CATEGORY_LABELS, category) ? CATEGORY_LABELS[category as JobCategory]() : category;

export const streamLabel = (stream: string): string => (Object.hasOwn(STREAM_LABELS, stream) ? STREAM_LABELS[stream]!() : stream);
