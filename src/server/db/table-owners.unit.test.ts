import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import tableOwners from '../../../eslint/table-owners.json';
import * as schema from './schema';

// The lint rule that keeps each table inside its feature (eslint/feature-boundaries.js) can only guard
// tables it knows: every table needs an owner, and every owner entry a table.
describe('table owners', () => {
  const tables = Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name]) => name)
    .sort();
  const owned = Object.keys(tableOwners)
    .filter((key) => key !== '$comment')
    .sort();

  it('names an owner for every table in the schema, and no table that is gone', () => {
    expect(tables.length).toBeGreaterThan(10);
    expect(owned).toEqual(tables);
  });
});
