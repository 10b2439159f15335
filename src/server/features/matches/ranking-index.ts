import type { Executor as Db } from '../../db/client';
import { buildRankingIndex, type RankingIndex } from './ranking';
import * as repo from './repo';

/**
 * The ranking index of each database (docs/decisions/047-matches-in-memory.md), built from the LMIA rows on first
 * use (the app warms it when it starts) and built again when the data changed. Each question first reads the
 * data's version, one indexed read: an import through any path, on this instance or another, or by the command
 * line, shows in the very next answer, and nothing has to be told about it.
 */
interface Held {
  version: number;
  index: Promise<RankingIndex>;
}

const byDatabase = new WeakMap<object, Held>();

async function build(db: Db): Promise<RankingIndex> {
  return buildRankingIndex(await repo.rankingRows(db));
}

export async function rankingIndex(db: Db): Promise<RankingIndex> {
  const version = await repo.lmiaDataVersion(db);
  let held = byDatabase.get(db);
  // The version only grows: a question that read an older one while the index was built for a newer import
  // uses the newer index rather than building the older again.
  if (!held || version > held.version) {
    const building: Held = { version, index: build(db) };
    byDatabase.set(db, building);
    // A failed build is not kept: the next question tries again.
    building.index.catch(() => {
      if (byDatabase.get(db) === building) byDatabase.delete(db);
    });
    held = building;
  }
  return held.index;
}
