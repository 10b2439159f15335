// The server process the SIGKILL fault suite kills (docs/decisions/022-database-faults.md): main.ts's
// buildApp and listen, configured from the environment like the real one, plus two test-only options main
// has no setting for: a Stripe API location (FAULT_STRIPE_API=host:port, the local Stripe mock) and the
// reference data directory (FAULT_REFERENCE_DIR, one quarter instead of three). It prints `listening <port>`
// once it serves.
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

const [stripeHost, stripePort] = (process.env.FAULT_STRIPE_API ?? '').split(':');
const app = await buildApp(loadConfig(), {
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  schedules: false,
  ...(stripeHost && stripePort ? { stripeApi: { host: stripeHost, port: Number(stripePort), protocol: 'http' as const } } : {}),
  ...(process.env.FAULT_REFERENCE_DIR ? { referenceDataDir: process.env.FAULT_REFERENCE_DIR } : {}),
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
