import { describe, expect, it } from 'vitest';
import { isLocalDatabase, postgresPoolSize, REMOTE_POOL_SIZE } from './pool-size';

describe('the PostgreSQL pool size', () => {
  it('knows a server on this machine from one elsewhere', () => {
    for (const url of [
      'postgresql://postgres@127.0.0.1:5432/maple',
      'postgres://app:secret@localhost/maple',
      'postgresql://postgres@[::1]:5432/maple',
      'postgresql:///maple',
      'postgresql:///maple?host=/var/run/postgresql',
      'postgresql://postgres@%2Fvar%2Frun%2Fpostgresql/maple',
    ]) {
      expect(isLocalDatabase(url), url).toBe(true);
    }
    for (const url of ['postgresql://app@db.internal:5432/maple', 'postgresql://app@10.0.0.5/maple', 'not a url']) {
      expect(isLocalDatabase(url), url).toBe(false);
    }
  });

  it('keeps two connections per core for a server on this machine, at most as many as for one elsewhere', () => {
    expect(postgresPoolSize('postgresql://postgres@127.0.0.1:5432/maple', 2)).toBe(4);
    expect(postgresPoolSize('postgresql://postgres@127.0.0.1:5432/maple', 4)).toBe(8);
    expect(postgresPoolSize('postgresql://postgres@127.0.0.1:5432/maple', 16)).toBe(REMOTE_POOL_SIZE);
    expect(postgresPoolSize('postgresql://app@db.internal:5432/maple', 2)).toBe(REMOTE_POOL_SIZE);
  });
});
