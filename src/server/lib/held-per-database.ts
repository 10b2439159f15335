import type { Executor as Db } from '../db/client';

export interface HeldPerDatabase<T> {
  /** The value for the data as it is now: built on first use, built again once the version has moved on. */
  get(db: Db): Promise<T>;
  /** The value last built for this database, if its build has finished; no query. */
  peek(db: Db): T | undefined;
}

/**
 * Something built from a database and held in memory per database until the data's version moves on (My matches'
 * ranking index and the offer check's employer index, both over the LMIA lists). Each `get` first reads the
 * version (one indexed read), so a change made anywhere — another instance, the command line — shows at once.
 * Questions that arrive during a build share it; a failed build is not kept. Versions only grow: a question that
 * read an older one while a newer build began uses the newer build rather than building the older again.
 */
export function heldPerDatabase<T>(version: (db: Db) => Promise<number>, build: (db: Db) => Promise<T>): HeldPerDatabase<T> {
  const held = new WeakMap<object, { version: number; value: Promise<T>; built?: T }>();
  return {
    async get(db) {
      const current = await version(db);
      const kept = held.get(db);
      if (kept && current <= kept.version) return kept.value;
      const building: { version: number; value: Promise<T>; built?: T } = { version: current, value: build(db) };
      held.set(db, building);
      building.value.then(
        (value) => {
          building.built = value;
        },
        () => {
          if (held.get(db) === building) held.delete(db);
        },
      );
      return building.value;
    },
    peek(db) {
      return held.get(db)?.built;
    },
  };
}
