// The scripted member session (docs/decisions/020-search-speed-under-load.md), run in its own process like
// load-generator.ts: `users` virtual members, each in a loop until the time is up: sign in, search, the
// next page, open a job, write a cover letter for it, save it to the application tracker, sign out. Each
// session signs in as the next member of the seeded pool and from its own client address (x-forwarded-for
// behind TRUST_PROXY), so the production rate limits apply as they would to that many real people.
import http from 'node:http';
import { addressFor, percentile } from './stats';

export interface SessionJob {
  origin: string;
  users: number;
  durationSeconds: number;
  /**
   * The pause before each step after the first, as a person reads the page. Zero makes every virtual member
   * a script firing back to back: the machine then saturates and latency is just users ÷ throughput.
   */
  thinkMs: number;
  /** The seeded members: email = `${emailPrefix}${i}@example.com` for i in [0, members). */
  emailPrefix: string;
  members: number;
  password: string;
  addressBase: number;
  searches: Array<{ search: string; province: string }>;
}

export interface SessionSummary {
  sessions: number;
  requests: number;
  rps: number;
  errors: number;
  errorRate: number;
  p50: number;
  p95: number;
  p99: number;
  /** p95 of each step, to see which one dominates. */
  steps: Record<string, { p95: number; p99: number; count: number }>;
  /** The first few unexpected answers, for diagnosis. */
  errorSamples: string[];
}

const STEPS = ['sign-in', 'search', 'next page', 'open job', 'cover letter', 'track', 'sign-out'] as const;
type Step = (typeof STEPS)[number];

interface Answer {
  status: number;
  body: string;
  cookie?: string;
}

export async function runSessions(job: SessionJob): Promise<SessionSummary> {
  const { hostname, port } = new URL(job.origin);
  const all: number[] = [];
  const byStep = new Map<Step, number[]>(STEPS.map((step) => [step, []]));
  const errorSamples: string[] = [];
  let errors = 0;
  let sessions = 0;
  let started = 0;
  const deadline = performance.now() + job.durationSeconds * 1000;

  function send(agent: http.Agent, method: string, path: string, address: string, cookie?: string, body?: unknown): Promise<Answer> {
    return new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          host: hostname,
          port,
          method,
          path,
          agent,
          headers: {
            'x-forwarded-for': address,
            ...(cookie ? { cookie: `mb_session=${cookie}` } : {}),
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const setCookie = (response.headers['set-cookie'] ?? []).find((c) => c.startsWith('mb_session='));
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              cookie: setCookie?.split(';')[0]!.slice(11),
            });
          });
        },
      );
      request.on('error', (error) => resolve({ status: 0, body: error.message }));
      request.end(payload);
    });
  }

  async function step(
    agent: http.Agent,
    name: Step,
    expect: number,
    method: string,
    path: string,
    address: string,
    cookie?: string,
    body?: unknown,
  ) {
    // Jittered ±50 % so the virtual members drift apart instead of moving in lockstep.
    if (job.thinkMs > 0 && name !== 'sign-in') await new Promise((resolve) => setTimeout(resolve, job.thinkMs * (0.5 + Math.random())));
    const t0 = performance.now();
    const answer = await send(agent, method, path, address, cookie, body);
    const ms = performance.now() - t0;
    all.push(ms);
    byStep.get(name)!.push(ms);
    if (answer.status !== expect) {
      errors += 1;
      if (errorSamples.length < 8) errorSamples.push(`${name} ${method} ${path}: ${answer.status} ${answer.body.slice(0, 160)}`);
      return undefined;
    }
    return answer;
  }

  async function virtualUser(_: unknown, index: number) {
    // People arrive over the first two pauses rather than all in the same millisecond.
    await new Promise((resolve) => setTimeout(resolve, (2 * job.thinkMs * index) / job.users));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (performance.now() < deadline) {
      const n = started;
      started += 1;
      const member = n % job.members;
      // A member's k-th session saves the k-th job of their search, so no save repeats one.
      const round = Math.floor(n / job.members);
      const address = addressFor(job.addressBase + n);
      const { search, province } = job.searches[member % job.searches.length]!;
      const email = `${job.emailPrefix}${member}@example.com`;
      const signedIn = await step(agent, 'sign-in', 200, 'POST', '/api/auth/sign-in', address, undefined, {
        email,
        password: job.password,
      });
      const cookie = signedIn?.cookie;
      if (!cookie) continue;
      const query = `/api/jobs?search=${encodeURIComponent(search)}&province=${encodeURIComponent(province)}`;
      const found = await step(agent, 'search', 200, 'GET', query, address, cookie);
      await step(agent, 'next page', 200, 'GET', `${query}&page=2`, address, cookie);
      const jobs = found ? (JSON.parse(found.body) as Array<{ id: number }>) : [];
      const picked = jobs[round % Math.max(1, jobs.length)];
      if (picked) {
        const opened = await step(agent, 'open job', 200, 'GET', `/api/jobs/${picked.id}`, address, cookie);
        const detail = opened ? (JSON.parse(opened.body) as { title: string; company: string; description: string }) : undefined;
        if (detail) {
          await step(agent, 'cover letter', 200, 'POST', '/api/ai/cover-letter', address, cookie, {
            jobTitle: detail.title,
            company: detail.company,
            jobDescription: detail.description,
            userProfile: {
              firstName: 'Wanjiru',
              lastName: 'Njoroge',
              email,
              location: 'Nairobi, Kenya',
              skills: ['Food safety', 'Team work', 'Customer service'],
              experience: 'Cook, Serena Hotel, Nairobi, 2019 – Present. Prepared meals for 200 guests a day.',
              education: 'Certificate in Food Production, Kenya Utalii College, 2018',
            },
          });
        }
        await step(agent, 'track', 201, 'POST', '/api/applications', address, cookie, { jobId: picked.id, status: 'Applied' });
      } else {
        errors += 1;
        if (errorSamples.length < 8) errorSamples.push(`search ${query} found no job to open`);
      }
      await step(agent, 'sign-out', 200, 'POST', '/api/auth/sign-out', address, cookie, {});
      sessions += 1;
    }
    agent.destroy();
  }

  const t0 = performance.now();
  await Promise.all(Array.from({ length: job.users }, virtualUser));
  const elapsedS = (performance.now() - t0) / 1000;
  all.sort((a, b) => a - b);
  const steps: SessionSummary['steps'] = {};
  for (const [name, times] of byStep) {
    times.sort((a, b) => a - b);
    steps[name] = { p95: percentile(times, 0.95), p99: percentile(times, 0.99), count: times.length };
  }
  return {
    sessions,
    requests: all.length,
    rps: Math.round(all.length / elapsedS),
    errors,
    errorRate: all.length === 0 ? 1 : errors / all.length,
    p50: percentile(all, 0.5),
    p95: percentile(all, 0.95),
    p99: percentile(all, 0.99),
    steps,
    errorSamples,
  };
}

if (process.argv[2]) process.stdout.write(JSON.stringify(await runSessions(JSON.parse(process.argv[2]) as SessionJob)));
