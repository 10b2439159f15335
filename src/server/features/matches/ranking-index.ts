import { LRUCache } from 'lru-cache';
import type { Executor as Db } from '../../db/client';
import { buildRankingIndex, type RankingIndex } from './ranking';
import * as repo from './repo';

/**
 * The ranking index of each database (docs/decisions/047-matches-in-memory.md), built from the LMIA rows on first
 * use (the app warms it when it starts) and built again when the data changed. Each question first reads the
 * data's version, one indexed read: an import through any path, on this instance or another, or by the command
 * line, shows in the very next answer, and nothing has to be told about it. The answers worked out from an index
 * are kept with it (members with the same occupations and provinces ask the same question) and go with it.
 */
interface Held {
  version: number;
  index: Promise<RankingIndex>;
  answers: LRUCache<string, object>;
}

const byDatabase = new WeakMap<object, Held>();

async function build(db: Db): Promise<RankingIndex> {
  return buildRankingIndex(await repo.rankingRows(db));
}

async function heldFor(db: Db): Promise<Held> {
  const version = await repo.lmiaDataVersion(db);
  const held = byDatabase.get(db);
  // The version only grows: a question that read an older one while the index was built for a newer import
  // uses the newer index rather than building the older again.
  if (held && version <= held.version) return held;
  const building: Held = { version, index: build(db), answers: new LRUCache({ max: 500 }) };
  byDatabase.set(db, building);
  // A failed build is not kept: the next question tries again.
  building.index.catch(() => {
    if (byDatabase.get(db) === building) byDatabase.delete(db);
  });
  return building;
}

export async function rankingIndex(db: Db): Promise<RankingIndex> {
  return (await heldFor(db)).index;
}

/** The answer to a question (`key` says all it depends on) from the current index: worked out once per index. */
export async function rankedAnswer<T extends object>(db: Db, key: string, work: (index: RankingIndex) => T): Promise<T> {
  const held = await heldFor(db);
  const index = await held.index;
  const known = held.answers.get(key);
  if (known) return known as T;
  const answer = work(index);
  held.answers.set(key, answer);
  return answer;
}

/** Forgets the answers kept for this database, not the index (the bench's "every question new" figures). */
export function forgetRankedAnswers(db: Db) {
  byDatabase.get(db)?.answers.clear();
}
