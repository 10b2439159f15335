import { LRUCache } from 'lru-cache';
import type { Executor as Db } from '../../db/client';
import { buildRankingIndex, type RankingIndex } from './ranking';
import { heldPerDatabase } from '../../lib/held-per-database';
import { lmiaDataVersion } from '../jobs/service';
import * as repo from './repo';

/**
 * The ranking index of each database (docs/decisions/047-matches-in-memory.md), built from the LMIA rows on first
 * use (the app starts building it once it is up) and built again when the data changed (lib/held-per-database.ts:
 * an import through any path, on this instance or another, or by the command line, shows in the very next answer). The answers worked out from an index
 * are kept with it (members with the same occupations and provinces ask the same question) and go with it.
 */
interface Held {
  index: RankingIndex;
  answers: LRUCache<string, object>;
}

const held = heldPerDatabase<Held>(lmiaDataVersion, async (db) => ({
  index: buildRankingIndex(await repo.rankingRows(db)),
  answers: new LRUCache({ max: 500 }),
}));

export async function rankingIndex(db: Db): Promise<RankingIndex> {
  return (await held.get(db)).index;
}

/** The answer to a question (`key` says all it depends on) from the current index: worked out once per index. */
export async function rankedAnswer<T extends object>(db: Db, key: string, work: (index: RankingIndex) => T): Promise<T> {
  const { index, answers } = await held.get(db);
  const known = answers.get(key);
  if (known) return known as T;
  const answer = work(index);
  answers.set(key, answer);
  return answer;
}

/** Forgets the answers kept for this database, not the index (the bench's "every question new" figures). */
export function forgetRankedAnswers(db: Db) {
  held.peek(db)?.answers.clear();
}
