import type { Stats } from '../../../shared/schemas/jobs';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { formatCount } from '../../lib/format-number';

export interface Outcome {
  label: string;
  value: string;
}

const count = (value: number) => formatCount(value);

/**
 * The success section's figures (docs/product.md#landing): only outcomes the platform measured — members, and
 * the members who report a job offer once the member area records them. An empty list means the section makes its
 * promise without figures.
 */
export function measuredOutcomes(stats: Stats | undefined): Outcome[] {
  if (!stats) return [];
  const outcomes: Outcome[] = [];
  if (stats.members > 0) outcomes.push({ label: m.landing_outcome_members({ count: stats.members }), value: count(stats.members) });
  if (stats.successfulPlacements > 0) {
    outcomes.push({
      // The figure counts people, not applications, and the label says so (docs/product.md#landing).
      label: m.landing_outcome_job_offers({ count: stats.successfulPlacements }),
      value: count(stats.successfulPlacements),
    });
  }
  return outcomes;
}
