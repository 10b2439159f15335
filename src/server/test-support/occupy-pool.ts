import type pg from 'pg';

/**
 * Takes every connection of the pool, as a database at its limit would, and returns the way to give them
 * back. The tests that use it shorten the pool's wait to 200 ms, and opening a PostgreSQL connection on a
 * busy CI machine can take longer than that: a connect that times out is tried again (a few times) rather
 * than failing the test, and whatever was taken is released if it fails after all.
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
