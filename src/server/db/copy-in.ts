import type pg from 'pg';
import type { Executor } from './client';

/**
 * COPY … FROM STDIN through node-postgres without pg-copy-streams: a query object that node-postgres hands
 * the connection to (its "submittable" interface, the one pg-copy-streams uses), sending the rows as
 * CopyData messages when the server asks for them. PostgreSQL only: the embedded PGlite's socket server
 * loses the connection on it (docs/decisions/050-bulk-lmia-load.md).
 */

/** One field in COPY's text format: `\N` for null, backslash escapes for the characters that delimit. */
export function copyTextField(value: string | number | null): string {
  if (value === null) return '\\N';
  const text = String(value);
  if (text.includes('\0')) throw new Error('COPY cannot carry a NUL character');
  return text.replace(/[\\\t\n\r]/g, (char) => (char === '\\' ? '\\\\' : char === '\t' ? '\\t' : char === '\n' ? '\\n' : '\\r'));
}

/** About 64 KiB per CopyData message. */
const CHUNK_CHARS = 64 * 1024;

interface PgConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

class CopyFromStdin {
  readonly done: Promise<number>;
  #settle!: (error: Error | undefined, rows: number) => void;
  #rows = 0;
  #settled = false;
  constructor(
    readonly text: string,
    private readonly lines: readonly string[],
  ) {
    this.done = new Promise((resolve, reject) => {
      this.#settle = (error, rows) => {
        if (this.#settled) return;
        this.#settled = true;
        if (error) reject(error);
        else resolve(rows);
      };
    });
  }
  submit(connection: PgConnection) {
    connection.query(this.text);
  }
  handleCopyInResponse(connection: PgConnection) {
    let chunk = '';
    for (const line of this.lines) {
      chunk += line + '\n';
      if (chunk.length >= CHUNK_CHARS) {
        connection.sendCopyFromChunk(Buffer.from(chunk, 'utf8'));
        chunk = '';
      }
    }
    if (chunk) connection.sendCopyFromChunk(Buffer.from(chunk, 'utf8'));
    connection.endCopyFrom();
  }
  handleCommandComplete(message: { text?: string }) {
    this.#rows = Number(/(\d+)$/.exec(message.text ?? '')?.[1] ?? 0);
  }
  // node-postgres forgets the active query before it reports an error, so the error settles it at once.
  handleError(error: Error) {
    this.#settle(error, 0);
  }
  handleReadyForQuery() {
    this.#settle(undefined, this.#rows);
  }
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyData() {}
}

/** The connection a drizzle transaction runs on (drizzle keeps it on the transaction's session). */
function transactionClient(tx: Executor): pg.PoolClient {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client || typeof (client as pg.PoolClient).release !== 'function')
    throw new Error('COPY needs a transaction (a connection of its own)');
  return client as pg.PoolClient;
}

/**
 * Copies rows (each already an array of fields) into `table (columns)` inside the transaction `tx`;
 * returns how many rows the server took. `table` and `columns` are quoted identifiers the caller wrote.
 */
export async function copyRowsIn(
  tx: Executor,
  target: { table: string; columns: readonly string[] },
  rows: Iterable<ReadonlyArray<string | number | null>>,
): Promise<number> {
  const lines: string[] = [];
  for (const row of rows) lines.push(row.map(copyTextField).join('\t'));
  const copy = new CopyFromStdin(`COPY ${target.table} (${target.columns.join(', ')}) FROM STDIN`, lines);
  void transactionClient(tx).query(copy as unknown as pg.QueryConfig);
  return copy.done;
}
