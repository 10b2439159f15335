import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';

/**
 * The processes the deploy suite starts (app instances, nginx), each with its output kept in memory and in a
 * file, and stopped at the end whatever happened: `stopAll` is called from the suite's `finally` and from its
 * signal handlers.
 */
export interface Started {
  name: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** SIGTERM (nginx: SIGQUIT, its graceful stop), then SIGKILL after the grace period. */
  stop(): Promise<void>;
}

const running = new Set<Started>();

export function start(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string; stopSignal?: NodeJS.Signals },
): Started {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = fs.createWriteStream(options.logFile);
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    log.write(chunk);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    // A command that cannot be run at all (not installed) exits with no code.
    child.once('error', (error) => {
      output += `\n${error.message}\n`;
      resolve(null);
    });
  }).finally(() => log.end());
  const started: Started = {
    name,
    child,
    output: () => output,
    exited,
    async stop() {
      running.delete(started);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(options.stopSignal ?? 'SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
  running.add(started);
  return started;
}

export async function stopAll() {
  await Promise.all([...running].map((process) => process.stop()));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` resolves true; fails with the process's output when it exits first or the time runs out. */
export async function waitFor(what: string, process: Started, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (process.child.exitCode !== null || process.child.signalCode !== null) {
      throw new Error(`${process.name} exited while waiting for ${what}:\n${process.output().slice(-4000)}`);
    }
    if (await check().catch(() => false)) return;
    if (performance.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s:\n${process.output().slice(-4000)}`);
    await sleep(200);
  }
}

/** GET over plain HTTP straight to an instance, bypassing nginx. */
export function getDirect(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`GET ${path} on port ${port} timed out`)));
  });
}

/** An instance answers its health check. */
export const healthy = (port: number) => async () => (await getDirect(port, '/api/health')).status === 200;
