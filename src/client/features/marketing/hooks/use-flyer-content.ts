import { SUPPORT_EMAIL } from '../../../../shared/constants';
import { useContacts, useStats } from '../../../lib/public-stats';
import { flyerContacts, flyerStats } from '../flyer-content';
import type { FlyerContent } from '../components/flyer-parts';

/** Live figures and contacts for every design (docs/product.md#marketing-flyer). */
export function useFlyerContent(): FlyerContent {
  const stats = useStats();
  const contacts = useContacts();
  return { stats: flyerStats(stats.data), contacts: flyerContacts(contacts.data, SUPPORT_EMAIL) };
}
