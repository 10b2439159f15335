// Runs autocannon in its own process so the load it makes does not share the server's event loop; the
// parent passes the job as JSON in argv and reads the summary as JSON from stdout. Paths (and bodies,
// session cookies) are used round-robin, so a list of different searches measures searches the server has
// not seen before. Latencies are collected from every response, so p95 is the real p95.
import autocannon from 'autocannon';
import { addressFor, percentile } from './stats';

export interface LoadJob {
  origin: string;
  paths: string[];
  connections: number;
  durationSeconds: number;
  /** Stop after this many requests instead (the duration is then only a ceiling). */
  amount?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** JSON bodies, used round-robin (POST). */
  bodies?: string[];
  /** Session tokens (the mb_session cookie), used round-robin: rate limits count per session, as for real members. */
  sessions?: string[];
  /** When set, request i comes from its own client address (x-forwarded-for, behind TRUST_PROXY), starting here. */
  addressBase?: number;
  /** Requests per second from all connections together; unset, each connection sends its next as soon as answered. */
  overallRate?: number;
  /**
   * A moment (epoch ms) to start at: the process starts up first (node, tsx and autocannon, 0.3–0.5 s of CPU) and
   * then waits for it, so a load and the probe beside it are spawned together and neither's start-up lands in the
   * other's measurement (docs/decisions/065-bench-on-open-connections-and-local-pool.md).
   */
  startAt?: number;
  /**
   * Each connection's first request is an unrecorded GET /api/health: autocannon times a connection's first request
   * from the moment it opens the connection, so 50 connections opened at once under load put the wait for their
   * TCP set-up into the first 50 latencies — a sixth of a 300-request run, and all of its slowest answers
   * (docs/decisions/065-bench-on-open-connections-and-local-pool.md). A member's search goes over the connection their page already has.
   */
  openConnectionsFirst?: boolean;
}

export interface LoadSummary {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Responses outside 2xx plus socket errors and timeouts. */
  errors: number;
  /** Non-2xx answers by status, to tell a rate limit (429) from a failure (5xx). */
  statuses: Record<string, number>;
}

export async function runLoad(job: LoadJob): Promise<LoadSummary> {
  if (job.startAt) await new Promise((resolve) => setTimeout(resolve, Math.max(0, job.startAt! - Date.now())));
  // autocannon builds each connection's first request as it opens the connections, before any other request.
  let opening = job.openConnectionsFirst ? job.connections : 0;
  const opened = new WeakSet<object>();
  let next = 0;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  // Without a callback autocannon returns its instance, an event emitter that is also a promise of the result.
  const instance = autocannon({
    url: job.origin,
    connections: job.connections,
    duration: job.durationSeconds,
    ...(job.amount ? { amount: job.amount + opening } : {}),
    ...(job.overallRate ? { overallRate: job.overallRate } : {}),
    method: job.method ?? 'GET',
    headers: { ...(job.bodies ? { 'content-type': 'application/json' } : {}), ...job.headers },
    requests: [
      {
        setupRequest: (request) => {
          if (opening > 0) {
            opening -= 1;
            return { ...request, method: 'GET', path: '/api/health', body: undefined };
          }
          const i = next;
          next += 1;
          const headers = { ...request.headers } as Record<string, string>;
          if (job.sessions) headers.cookie = `mb_session=${job.sessions[i % job.sessions.length]!}`;
          if (job.addressBase !== undefined) headers['x-forwarded-for'] = addressFor(job.addressBase + i);
          return {
            ...request,
            path: job.paths[i % job.paths.length]!,
            headers,
            ...(job.bodies ? { body: job.bodies[i % job.bodies.length]! } : {}),
          };
        },
      },
    ],
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on('response', (client, statusCode, _bytes, responseTime) => {
    if (job.openConnectionsFirst && !opened.has(client)) {
      opened.add(client);
      return;
    }
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode > 299) statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const started = performance.now();
  return instance.then((result) => {
    const elapsedS = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      rps: Math.round(latencies.length / elapsedS),
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      errors: result.errors + result.timeouts + result.non2xx,
      statuses,
    };
  });
}

if (process.argv[2]) process.stdout.write(JSON.stringify(await runLoad(JSON.parse(process.argv[2]) as LoadJob)));
