import { getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Raw SQL names its tables and columns through the Drizzle schema, never by hand, so that a rename in
 * db/schema reaches every statement or fails to compile. `${table.column}` renders "table"."column";
 * where SQL wants the bare name (an INSERT's column list, SET, excluded.…) use these.
 */
export const columnName = (column: AnyColumn) => sql.identifier(column.name);
export const columnNames = (columns: readonly AnyColumn[]) => sql.join(columns.map(columnName), sql`, `);

/** `excluded."column"`: the value an upsert proposed. */
export const excluded = (column: AnyColumn) => sql`excluded.${columnName(column)}`;

/** `("t"."a", "t"."b") IS DISTINCT FROM (excluded."a", excluded."b")`: an upsert that changes nothing writes nothing. */
export const changedByUpsert = (columns: readonly AnyColumn[]): SQL =>
  sql`(${sql.join([...columns], sql`, `)}) IS DISTINCT FROM (${sql.join(columns.map(excluded), sql`, `)})`;

type ColumnKey<TTable extends PgTable> = keyof TTable['_']['columns'] & string;

/** An upsert's `set`: each named column takes the value the insert proposed. */
export function setFromExcluded<TTable extends PgTable>(table: TTable, keys: ReadonlyArray<ColumnKey<TTable>>) {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, excluded(columns[key]!)]));
}

/** `setFromExcluded`, plus a `setWhere` that skips rows whose values would not change. */
export function updateFromExcluded<TTable extends PgTable>(table: TTable, keys: ReadonlyArray<ColumnKey<TTable>>) {
  const columns = getTableColumns(table);
  return { set: setFromExcluded(table, keys), setWhere: changedByUpsert(keys.map((key) => columns[key]!)) };
}

/** Return it as `inserted` from an upsert: true for a fresh row, false for an updated one (PostgreSQL's `xmax = 0`). */
export const insertedByUpsert = sql<boolean>`(xmax = 0)`;

/** An upsert's counts, from the `inserted` flags it returned. */
export function countUpserts(rows: ReadonlyArray<{ inserted: boolean }>) {
  const inserted = rows.filter((row) => row.inserted).length;
  return { inserted, updated: rows.length - inserted };
}
