import type { NocMatch, NocSearchQuery } from '../../../../shared/schemas/noc';
import { searchNoc } from './matcher';
import { nocIndex } from './index';

/** The NOC finder (docs/product.md#noc-finder): the unit groups a job title most likely belongs to, best first. */
export async function searchNocTitles(query: NocSearchQuery): Promise<NocMatch[]> {
  return searchNoc(await nocIndex(), query.title, query.limit);
}

/** Builds the index ahead of the first search, so that one is as fast as the rest. */
export async function warmNocFinder(): Promise<void> {
  await nocIndex();
}
