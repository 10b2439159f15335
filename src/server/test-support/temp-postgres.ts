import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Where PostgreSQL's server binaries are; PG_BIN overrides the Debian layout. */
export const POSTGRES_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
/** PostgreSQL refuses to run as root: as root the cluster belongs to this OS user. */
const CLUSTER_OS_USER = 'postgres';

export interface TempPostgres {
  url: string;
  port: number;
  dataDir: string;
  /** `pg_ctl restart -m fast`: running statements are ended, connections dropped, the server back when this resolves. */
  restart(): Promise<{ stoppedAt: number; acceptingAt: number }>;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and removes its directory. */
  destroy(): Promise<void>;
}

/**
 * Why a fault suite cannot run here, or null when it can: the PostgreSQL binaries must exist, and as root
 * the `postgres` OS user must exist to own the cluster (PostgreSQL will not run as root).
 */
export function tempPostgresMissing(): string | null {
  for (const tool of ['initdb', 'pg_ctl', 'postgres']) {
    if (!fs.existsSync(path.join(POSTGRES_BIN, tool))) {
      return `The fault suites need PostgreSQL's server binaries: ${path.join(POSTGRES_BIN, tool)} is missing (install postgresql-15, or set PG_BIN to their directory).`;
    }
  }
  if (process.getuid?.() === 0) {
    try {
      fs.accessSync('/usr/sbin/runuser', fs.constants.X_OK);
    } catch {
      return 'The fault suites run as root and need runuser (util-linux) to start PostgreSQL as the postgres user.';
    }
    const passwd = fs.readFileSync('/etc/passwd', 'utf8');
    if (!passwd.split('\n').some((line) => line.startsWith(`${CLUSTER_OS_USER}:`))) {
      return `The fault suites run as root, and PostgreSQL refuses to: they need an OS user '${CLUSTER_OS_USER}' to own their own cluster.`;
    }
  }
  return null;
}

/** Throws the reason a fault suite cannot run, so it fails with a clear message instead of a stack of spawn errors. */
export function requireTempPostgres() {
  const missing = tempPostgresMissing();
  if (missing) throw new Error(missing);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function asClusterOwner(tool: string, args: string[]) {
  const binary = path.join(POSTGRES_BIN, tool);
  if (process.getuid?.() === 0) return run('/usr/sbin/runuser', ['-u', CLUSTER_OS_USER, '--', binary, ...args]);
  return run(binary, args);
}

/** True once the server accepts a connection and answers a query. */
export async function acceptsConnections(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 500 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A PostgreSQL cluster of the suite's own in a temporary directory, owned by a non-root user, on a free
 * loopback port with trust authentication and its socket in that directory. The machine's own server is
 * never touched.
 */
export async function startTempPostgres(): Promise<TempPostgres> {
  requireTempPostgres();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-faults-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', CLUSTER_OS_USER]);
    const { stdout: gid } = await run('id', ['-g', CLUSTER_OS_USER]);
    fs.chownSync(root, Number(stdout.trim()), Number(gid.trim()));
  }
  fs.chmodSync(root, 0o700);
  const port = await freePort();
  await asClusterOwner('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--no-instructions']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=60 -c fsync=off -c full_page_writes=off`;
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;

  const start = async () => {
    await asClusterOwner('pg_ctl', ['start', '-w', '-t', '60', '-D', dataDir, '-l', logFile, '-o', options]);
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await asClusterOwner('pg_ctl', ['stop', '-w', '-t', '60', '-m', mode, '-D', dataDir]);
  };
  await start();

  return {
    url,
    port,
    dataDir,
    start,
    stop,
    async restart() {
      const stoppedAt = performance.now();
      // pg_ctl restart keeps the options the server was started with (postmaster.opts).
      await asClusterOwner('pg_ctl', ['restart', '-w', '-t', '60', '-m', 'fast', '-D', dataDir, '-l', logFile]);
      while (!(await acceptsConnections(url))) await new Promise((resolve) => setTimeout(resolve, 20));
      return { stoppedAt, acceptingAt: performance.now() };
    },
    async destroy() {
      await stop('immediate').catch(() => {});
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
