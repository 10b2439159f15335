// `npm run test:deploy`: the production set-up of deploy/ run for real (docs/decisions/051-tested-deployment.md).
// Two instances of the built server (NODE_ENV=production) on a fresh PostgreSQL database and Redis, behind nginx
// terminating TLS with a certificate made here, the Stripe SDK pointed at a local server speaking Stripe's protocol
// and e-mail sent to a local SMTP server. A member's journey goes through nginx over HTTPS; then the backup is
// restored into a new database and signed into, and the embedded database's copy is started and signed into.
// Everything started is stopped and the databases dropped at the end, whether the suite passed or not.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import Stripe from 'stripe';
import { TERMS_VERSION } from '../../src/shared/policies';
import { startStripeMock, stripeEvent, type StripeMock } from '../../src/server/test-support/stripe-mock';
import { proxyClient } from './https-client';
import { startNginx } from './nginx';
import { getDirect, healthy, start, stopAll, waitFor, type Started } from './processes';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const env = process.env;
const PORTS = {
  https: Number(env.DEPLOY_HTTPS_PORT ?? 8443),
  http: Number(env.DEPLOY_HTTP_PORT ?? 8080),
  instances: [3321, 3322] as const,
  restored: 3323,
  embedded: 3324,
};
/** A PostgreSQL role that may create databases (trust authentication on CI). */
const POSTGRES_URL = env.DEPLOY_POSTGRES_URL ?? env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PG_BIN = env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const tool = (name: string) => (fs.existsSync(path.join(PG_BIN, name)) ? path.join(PG_BIN, name) : name);
const HOST_NAME = 'localhost';
const PUBLIC_URL = `https://${HOST_NAME}:${PORTS.https}`;
const PASSWORD = 'Kilimanjaro-2026';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-deploy-'));
// nginx's workers (user nobody when the suite runs as root) read their temporary directories under it.
fs.chmodSync(work, 0o755);
const suffix = randomBytes(4).toString('hex');
const databases = { main: `maple_deploy_${suffix}`, restored: `maple_deploy_${suffix}_restored` };
const databaseUrl = (name: string) => {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
};
const created: string[] = [];
let stripeMock: StripeMock | undefined;
let smtp: SMTPServer | undefined;
const mail: Array<{ to: string[]; data: string }> = [];

const timings: Array<[string, number]> = [];
async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const result = await work();
    const ms = performance.now() - started;
    timings.push([name, ms]);
    console.log(`✓ ${name} (${(ms / 1000).toFixed(1)} s)`);
    return result;
  } catch (error) {
    console.error(`✗ ${name}`);
    throw error;
  }
}

function answersTcp(host: string, port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host);
    socket.setTimeout(2000);
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

async function admin<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function createDatabase(name: string) {
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  created.push(name);
}

/** The environment of a production instance: every setting production demands, the operator's identity included. */
function productionEnv(port: number, database: { url: string } | { dataDir: string }): NodeJS.ProcessEnv {
  return {
    PATH: env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...('url' in database ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir }),
    REDIS_URL,
    // Only nginx, on this machine, may say who the client is.
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL,
    STRIPE_SECRET_KEY: 'sk_test_deploy',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_deploy',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://${stripeMock!.location.host}:${stripeMock!.location.port}`,
    SMTP_URL: `smtp://127.0.0.1:${(smtp!.server.address() as net.AddressInfo).port}`,
    MAIL_FROM: 'Maple Bridge <no-reply@maplebridge.example>',
    ADMIN_USERNAME: 'operator',
    ADMIN_PASSWORD: `deploy-${suffix}-${randomBytes(8).toString('hex')}`,
    OPERATOR_LEGAL_NAME: 'Maple Bridge Deploy Test Ltd',
    OPERATOR_REGISTRATION_NUMBER: 'PVT-DEPLOY-TEST',
    OPERATOR_POSTAL_ADDRESS: 'P.O. Box 12345-00100, Nairobi, Kenya',
    SUPPORT_EMAIL: 'support@maplebridge.example',
    SUPPORT_WHATSAPP_KENYA: '+254 712 345 678',
    LOG_LEVEL: 'info',
  };
}
const WEBHOOK_SECRET = `whsec_deploy_${randomBytes(12).toString('hex')}`;

/** The built server, as systemd runs it (deploy/systemd/maple-bridge@.service). */
async function startInstance(name: string, port: number, database: { url: string } | { dataDir: string }): Promise<Started> {
  if (await answersTcp('127.0.0.1', port)) throw new Error(`port ${port} is taken: the deploy suite needs ports 3321-3324, 8080 and 8443`);
  return start(name, process.execPath, ['dist/server/main.js'], {
    cwd: ROOT,
    env: productionEnv(port, database),
    logFile: path.join(work, `${name}.log`),
  });
}

/** The JSON log lines of an instance (production logs one JSON object per line). */
function logLines(instance: Started): Array<Record<string, unknown>> {
  return instance
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
const servedBy = (instance: Started, requestId: string) =>
  logLines(instance).find((line) => line.reqId === requestId && typeof line.req === 'object') as
    { req: { remoteAddress: string; url: string } } | undefined;

function signUpPayload(email: string) {
  return {
    firstName: 'Wanjiru',
    lastName: 'Kamau',
    email,
    password: PASSWORD,
    phone: '+254 712 345 678',
    username: email,
    acceptedTerms: TERMS_VERSION,
  };
}

async function signInDirect(port: number, email: string) {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('mb_session='));
  return { status: response.status, body: await response.text(), cookie };
}

async function main() {
  const suiteStarted = performance.now();
  console.log(`Deploy suite: work directory ${work}, databases ${databases.main} and ${databases.restored}`);

  await step('preflight: PostgreSQL and Redis answer, nginx, openssl and pg_dump are installed', async () => {
    const postgres = new URL(POSTGRES_URL);
    if (!(await answersTcp(postgres.hostname, Number(postgres.port || 5432))))
      throw new Error(`PostgreSQL does not answer at ${POSTGRES_URL}`);
    const redis = new URL(REDIS_URL);
    if (!(await answersTcp(redis.hostname, Number(redis.port || 6379)))) throw new Error(`Redis does not answer at ${REDIS_URL}`);
    for (const port of [PORTS.https, PORTS.http]) {
      if (await answersTcp('127.0.0.1', port)) throw new Error(`port ${port} is taken (nginx's); stop what listens there`);
    }
    await run(tool('pg_dump'), ['--version']);
    await run('openssl', ['version']);
  });

  await step('build (skipped when dist/ is current)', async () => {
    // build-lib.d.mts declares only what the e2e checks read; ensureBuild is plain JavaScript.
    const { ensureBuild } = (await import('../../scripts/build-lib.mjs')) as unknown as { ensureBuild: () => Promise<void> };
    await ensureBuild();
  });

  const certificate = path.join(work, 'tls.crt');
  const certificateKey = path.join(work, 'tls.key');
  await step('self-signed certificate for localhost (openssl req -x509)', async () => {
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${HOST_NAME}`,
      '-addext',
      `subjectAltName=DNS:${HOST_NAME}`,
      '-keyout',
      certificateKey,
      '-out',
      certificate,
    ]);
  });

  await step('fresh database, Stripe-protocol server, SMTP server', async () => {
    await createDatabase(databases.main);
    stripeMock = await startStripeMock();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          mail.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve));
  });

  const url = databaseUrl(databases.main);
  // Both at once, as systemd starts them: they migrate and load the reference data one after the other.
  const instances = await step('two production instances start together on the fresh database and answer /api/health', async () => {
    const started = await Promise.all(PORTS.instances.map((port, i) => startInstance(`instance-${i + 1}`, port, { url })));
    await Promise.all(started.map((instance, i) => waitFor('/api/health', instance, healthy(PORTS.instances[i]!), 600_000)));
    return started;
  });

  // The embedded instance of the last step loads its own copy of the reference data: started now, once the two have
  // started (the embedded database's own start has a 60 s limit, which a machine busy with three first starts can
  // exceed), its load overlaps the journey, the backup and the restore instead of coming after them.
  const embeddedDir = path.join(work, 'embedded');
  const embedded = await startInstance('embedded', PORTS.embedded, { dataDir: embeddedDir });
  const embeddedReady = waitFor('/api/health', embedded, healthy(PORTS.embedded), 600_000);
  embeddedReady.catch(() => undefined); // awaited (and reported) in its step

  const nginx = await step('nginx (deploy/nginx/maple-bridge.conf) terminates TLS and answers /api/health', async () => {
    const started = startNginx(work, {
      SERVER_NAME: HOST_NAME,
      PUBLIC_URL,
      HTTPS_PORT: PORTS.https,
      HTTP_PORT: PORTS.http,
      CERTIFICATE: certificate,
      CERTIFICATE_KEY: certificateKey,
      INSTANCE_1: `127.0.0.1:${PORTS.instances[0]}`,
      INSTANCE_2: `127.0.0.1:${PORTS.instances[1]}`,
    });
    return started;
  });

  // Not 127.0.0.1 (nginx's own address towards the instances): the address the app logs must be this one.
  const clientAddress = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(2, 255)}`;
  const client = proxyClient({
    ca: fs.readFileSync(certificate, 'utf8'),
    hostName: HOST_NAME,
    httpsPort: PORTS.https,
    httpPort: PORTS.http,
    localAddress: clientAddress,
  });
  await waitFor('nginx over HTTPS', nginx, async () => (await client.get('/api/health')).status === 200, 15_000);

  await step('HTTPS through nginx: health, the landing page compressed with its security headers, HTTP redirected', async () => {
    const health = (await client.get('/api/health')).json();
    assert.deepEqual(
      { database: health.database, payments: health.payments, email: health.email },
      { database: 'postgres', payments: 'stripe', email: 'smtp' },
    );
    const landing = await client.get('/', { 'accept-encoding': 'br, gzip' });
    assert.equal(landing.status, 200);
    assert.equal(landing.headers['content-encoding'], 'br', 'the app compresses; nginx passes it through');
    assert.match(String(landing.headers['strict-transport-security']), /max-age=31536000/);
    assert.match(String(landing.headers['content-security-policy']), /default-src 'self'/);
    assert.equal(landing.headers.server, 'nginx', 'server_tokens off: no version');
    const plain = await client.getPlain('/pricing');
    assert.equal(plain.status, 301);
    assert.equal(plain.headers.location, `${PUBLIC_URL}/pricing`);
  });

  const email = `deploy.${suffix}@example.com`;
  const journeyRequests: string[] = [];
  const track = <T extends { headers: Record<string, unknown> }>(answer: T) => {
    journeyRequests.push(String(answer.headers['x-request-id']));
    return answer;
  };
  let signUpRequestId = '';
  let memberId = '';

  await step('sign up through the proxy (a forged X-Forwarded-For sent along); the verification e-mail goes out by SMTP', async () => {
    const answer = track(await client.post('/api/auth/sign-up', signUpPayload(email), { 'x-forwarded-for': '203.0.113.9' }));
    assert.equal(answer.status, 201, answer.body);
    memberId = answer.json<{ user: { id: string } }>().user.id;
    signUpRequestId = String(answer.headers['x-request-id']);
    assert.match(String(answer.headers['set-cookie']), /mb_session=[^;]+;.*Secure/i, 'the session cookie is Secure on https');
    assert.ok(client.cookie(), 'sign-up starts a session');
    await waitFor('the verification e-mail', nginx, async () => mail.some((m) => m.to.includes(email)), 15_000);
  });

  await step('pay by card: a payment intent at the Stripe-protocol server, its success webhook through nginx', async () => {
    const intent = track(await client.post('/api/create-payment-intent', { amount: 300, currency: 'cad' }));
    assert.equal(intent.status, 200, intent.body);
    const clientSecret = intent.json<{ clientSecret: string }>().clientSecret;
    const intentId = clientSecret.split('_secret_')[0]!;
    const atStripe = stripeMock!.intents.get(intentId);
    assert.ok(atStripe, 'the intent was created at the Stripe-protocol server by the SDK');
    assert.equal(atStripe.metadata.userId, memberId);
    assert.equal((await client.get('/api/auth/status')).json().isPaidMember, false);

    // What Stripe does once the card is accepted in the browser: the intent succeeds and Stripe posts the event.
    stripeMock!.succeed(intentId);
    const event = JSON.stringify(
      stripeEvent(`evt_deploy_${suffix}`, 'payment_intent.succeeded', { id: intentId, object: 'payment_intent' }),
    );
    const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload: event, secret: WEBHOOK_SECRET });
    // Stripe sends no Origin and no cookie.
    const webhook = track(await client.post('/api/webhooks/stripe', event, { origin: '', 'stripe-signature': signature }));
    assert.equal(webhook.status, 200, webhook.body);
    assert.deepEqual(webhook.json(), { received: true, duplicate: false });
    const status = track(await client.get('/api/auth/status'));
    assert.equal(status.json().isPaidMember, true, 'the membership was granted on the webhook');
  });

  await step('search jobs as a member', async () => {
    const answer = track(await client.get('/api/jobs?search=cook&pageSize=10'));
    assert.equal(answer.status, 200, answer.body);
    assert.equal(answer.headers['x-jobs-view'], 'member');
    assert.ok(Number(answer.headers['x-total-count']) > 0, 'the reference data was loaded: jobs are found');
    assert.ok(answer.json<unknown[]>().length > 0, 'a page of jobs (a JSON array)');
  });

  await step('the address the app saw is the client’s, from nginx’s X-Forwarded-For (not nginx’s, not the forged one)', async () => {
    const line = instances.map((instance) => servedBy(instance, signUpRequestId)).find(Boolean);
    assert.ok(line, `no instance logged the sign-up request ${signUpRequestId}`);
    assert.equal(line.req.remoteAddress, clientAddress);
  });

  await step('a session made on one instance is served by the other: both answer /api/auth/me directly', async () => {
    const servedJourney = instances.map((instance) => journeyRequests.filter((id) => servedBy(instance, id)).length);
    assert.ok(
      servedJourney.every((count) => count > 0),
      `nginx sends requests to both instances (journey requests served: ${servedJourney.join(' and ')})`,
    );
    for (const port of PORTS.instances) {
      const me = await getDirect(port, '/api/auth/me', { cookie: client.cookie() });
      assert.equal(me.status, 200, `instance on ${port}: ${me.body}`);
      assert.equal((JSON.parse(me.body) as { user: { email: string } }).user.email, email);
    }
  });

  await step('sign out through the proxy: the session is gone on both instances', async () => {
    const cookie = client.cookie();
    const answer = await client.post('/api/auth/sign-out', {});
    assert.equal(answer.status, 200, answer.body);
    for (const port of PORTS.instances) {
      assert.equal((await getDirect(port, '/api/auth/me', { cookie })).status, 401);
    }
  });

  await step('one instance stopped: nginx sends every request to the other', async () => {
    await instances[1]!.stop();
    for (let i = 0; i < 6; i += 1) {
      const answer = await client.get('/api/health');
      assert.equal(answer.status, 200, `request ${i + 1} with instance 2 down: ${answer.status}`);
    }
  });

  const dump = await step('backup: deploy/backup.sh dumps the database (pg_dump)', async () => {
    const { stdout } = await run(path.join(ROOT, 'deploy', 'backup.sh'), [], {
      env: { PATH: env.PATH, DATABASE_URL: url, BACKUP_DIR: path.join(work, 'backups'), PG_DUMP: tool('pg_dump') },
    });
    const file = stdout.trim();
    assert.ok(fs.statSync(file).size > 100_000, `the dump ${file} is too small to hold the job data`);
    return file;
  });

  await step('restore: deploy/restore.sh into a fresh database; the app starts on it and the member signs in, still paid', async () => {
    await createDatabase(databases.restored);
    const restoredUrl = databaseUrl(databases.restored);
    const restoreStarted = performance.now();
    await run(path.join(ROOT, 'deploy', 'restore.sh'), [dump, restoredUrl], {
      env: { PATH: env.PATH, PSQL: tool('psql'), PG_RESTORE: tool('pg_restore') },
    });
    console.log(`  pg_restore: ${((performance.now() - restoreStarted) / 1000).toFixed(1)} s`);
    // Restoring over a database that has tables is refused.
    await assert.rejects(
      run(path.join(ROOT, 'deploy', 'restore.sh'), [dump, restoredUrl], { env: { PATH: env.PATH, PSQL: tool('psql') } }),
      /not empty/,
    );
    const restored = await startInstance('restored', PORTS.restored, { url: restoredUrl });
    await waitFor('/api/health', restored, healthy(PORTS.restored), 120_000);
    const signIn = await signInDirect(PORTS.restored, email);
    assert.equal(signIn.status, 200, signIn.body);
    const status = await getDirect(PORTS.restored, '/api/auth/status', { cookie: signIn.cookie! });
    assert.equal((JSON.parse(status.body) as { isPaidMember: boolean }).isPaidMember, true);
    await restored.stop();
  });

  await step('embedded database: stopped, its data directory copied, started on the copy, the member signs in', async () => {
    const copy = path.join(work, 'embedded-copy');
    const embeddedEmail = `deploy.embedded.${suffix}@example.com`;
    await embeddedReady;
    const signUp = await fetch(`http://127.0.0.1:${PORTS.embedded}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signUpPayload(embeddedEmail)),
    });
    assert.equal(signUp.status, 201, await signUp.text());
    await embedded.stop();
    assert.equal(await embedded.exited, 0, 'the embedded server stops cleanly on SIGTERM');
    await run('cp', ['-a', embeddedDir, copy]);
    const onCopy = await startInstance('embedded-copy', PORTS.embedded, { dataDir: copy });
    await waitFor('/api/health', onCopy, healthy(PORTS.embedded), 120_000);
    const signIn = await signInDirect(PORTS.embedded, embeddedEmail);
    assert.equal(signIn.status, 200, signIn.body);
    await onCopy.stop();
  });

  await step('no instance logged an error', async () => {
    for (const name of ['instance-1', 'instance-2', 'restored', 'embedded', 'embedded-copy']) {
      const lines = fs
        .readFileSync(path.join(work, `${name}.log`), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg?: string; err?: { message?: string } });
      // What the first starts cost: the reference data each instance loaded.
      for (const line of lines.filter((l) => /^(Loaded 20|Reference data ready|20\d\dQ\d was loaded by another)/.test(l.msg ?? ''))) {
        console.log(`  ${name}: ${line.msg}`);
      }
      // Any error fails the suite: the in-memory index builds, which once ran out of the request limit on a loaded
      // machine, now read with the long limit (db/client.ts readWholeTable).
      const errors = lines.filter((line) => line.level >= 50).map((line) => `${line.msg}: ${line.err?.message ?? ''}`);
      assert.deepEqual(errors, [], `${name} logged errors`);
    }
  });

  console.log(`Deploy suite passed in ${((performance.now() - suiteStarted) / 1000).toFixed(1)} s.`);
}

async function cleanUp() {
  await stopAll();
  await stripeMock?.close().catch(() => undefined);
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  for (const name of created.reverse()) {
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch((error: unknown) =>
      console.error(`could not drop ${name}:`, error),
    );
  }
  fs.rmSync(work, { recursive: true, force: true });
}

let cleaning: Promise<void> | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping everything the deploy suite started…`);
    cleaning ??= cleanUp();
    void cleaning.finally(() => process.exit(130));
  });
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(error);
  // The logs, before the work directory goes.
  for (const name of ['instance-1', 'instance-2', 'restored', 'embedded', 'embedded-copy', 'nginx-error']) {
    const file = path.join(work, `${name}.log`);
    if (fs.existsSync(file)) console.error(`--- ${name}.log (last lines) ---\n${fs.readFileSync(file, 'utf8').slice(-3000)}`);
  }
} finally {
  cleaning ??= cleanUp();
  await cleaning;
}
process.exit(failed ? 1 : 0);
