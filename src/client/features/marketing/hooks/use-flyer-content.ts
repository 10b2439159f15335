import { operator } from '../../../lib/operator';
import { useContacts, useStats } from '../../../lib/public-stats';
import { flyerContacts, flyerStats } from '../flyer-content';
import type { FlyerContent } from '../components/flyer-parts';

/** Live figures and contacts for every design (docs/product.md#marketing-flyer). */
export function useFlyerContent(): FlyerContent {
  const stats = useStats();
  const contacts = useContacts();
  return { stats: flyerStats(stats.data), contacts: flyerContacts(contacts.data, operator.supportEmail) };
}
