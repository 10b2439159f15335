import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { HIGHLIGHT, terminalLogStream } from './lib/terminal-log';

const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config, process.stdout.isTTY ? { logger: { stream: terminalLogStream() } } : {});
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep a stopped server alive forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(HIGHLIGHT, `Maple Bridge is serving on ${config.publicUrl} (database: ${app.database.kind})`);
  app.log.info(HIGHLIGHT, `Members sign in at ${config.publicUrl}/sign-in; administrators at ${config.publicUrl}/admin-login`);
}

main().catch((error: unknown) => {
  console.error('Maple Bridge could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
