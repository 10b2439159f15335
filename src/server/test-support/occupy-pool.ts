import type pg from 'pg';

/**
 * The pool's wait (`connectionWaitMs`) in the tests that fill the pool: a request that finds no connection is
 * answered 503 after this long. It bounds opening a connection too, and on a loaded machine the app's first
 * connection to a database just started took over 200 ms (the migrations' connect timed out, once).
 */
export const SHORT_CONNECTION_WAIT_MS = 1_000;

/**
 * Takes every connection of the pool, as a database at its limit would, and returns the way to give them
 * back. The tests that use it shorten the pool's wait (SHORT_CONNECTION_WAIT_MS), and opening a PostgreSQL
 * connection on a busy CI machine can take longer than that: a connect that times out is tried again (a few
 * times) rather than failing the test, and whatever was taken is released if it fails after all.
 */
export async function occupyEveryConnection(pool: pg.Pool): Promise<() => void> {
  const held: pg.PoolClient[] = [];
  const release = () => held.splice(0).forEach((client) => client.release());
  try {
    for (let attempt = 0; held.length < (pool.options.max ?? 1); attempt += 1) {
      try {
        held.push(await pool.connect());
      } catch (error) {
        if (attempt >= 20) throw error;
      }
    }
  } catch (error) {
    release();
    throw error;
  }
  return release;
}
