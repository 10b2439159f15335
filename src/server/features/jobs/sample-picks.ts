import { DAY_MS } from '../../lib/dates';

/**
 * The landing page's sample jobs (docs/product.md#landing): three different occupations in three different
 * provinces, a different three each UTC day. Three jobs of one occupation in one province ("Harvesting
 * labourers", three times in Quebec) said less about the database than any one of them.
 */
export interface SampleCandidate {
  id: number;
  /** The NOC code, or the title when a posting has none: what "the same occupation" means. */
  occupation: string;
  province: string | null;
  /** The job category (Agriculture, Healthcare…): three fields of work show more than three farm jobs. */
  category: string | null;
}

/** A stride that is prime and large, so consecutive days start far apart in the candidate list. */
const DAY_STRIDE = 7919;

/**
 * Picks `count` candidates for the given day number (days since 1970-01-01 UTC): starting at a place that
 * moves each day, the first ones whose occupation, province and category are not picked yet. When the
 * candidates cannot give that many, a repeated category is allowed, then a repeated province, then anything.
 */
export function pickSamples<T extends SampleCandidate>(candidates: readonly T[], day: number, count = 3): T[] {
  if (candidates.length === 0) return [];
  const start = (((day * DAY_STRIDE) % candidates.length) + candidates.length) % candidates.length;
  const rotated = [...candidates.slice(start), ...candidates.slice(0, start)];
  const picked: T[] = [];
  const differs = (key: 'occupation' | 'province' | 'category') => (candidate: T) =>
    !picked.some((other) => other[key] !== null && other[key] === candidate[key]);
  const [occupation, province, category] = [differs('occupation'), differs('province'), differs('category')];
  const rules: Array<(candidate: T) => boolean> = [
    (candidate) => occupation(candidate) && province(candidate) && category(candidate),
    (candidate) => occupation(candidate) && province(candidate),
    occupation,
    () => true,
  ];
  for (const allowed of rules) {
    for (const candidate of rotated) {
      if (picked.length === count) return picked;
      if (!picked.includes(candidate) && allowed(candidate)) picked.push(candidate);
    }
  }
  return picked;
}

/** Days since 1970-01-01 in UTC: the samples change at midnight UTC. */
export const utcDayNumber = (date: Date) => Math.floor(date.getTime() / DAY_MS);
