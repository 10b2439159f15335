// Runs autocannon in its own process so the load it makes does not share the server's event loop; the
// parent passes the job as JSON in argv and reads the summary as JSON from stdout. Paths are requested
// round-robin, so a list of different searches measures searches the server has not seen before.
import autocannon from 'autocannon';

export interface LoadJob {
  origin: string;
  paths: string[];
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
}

export interface LoadSummary {
  rps: number;
  p50: number;
  /** autocannon reports p97.5 rather than p95: the stricter figure stands in for the p95 target. */
  p97_5: number;
  p99: number;
  errors: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
let next = 0;
const result = await autocannon({
  url: job.origin,
  connections: job.connections,
  duration: job.durationSeconds,
  headers: job.headers,
  requests: [
    {
      setupRequest: (request) => {
        const path = job.paths[next % job.paths.length]!;
        next += 1;
        return { ...request, path };
      },
    },
  ],
});
const summary: LoadSummary = {
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p97_5: result.latency.p97_5,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
};
process.stdout.write(JSON.stringify(summary));
