import { spawn } from 'node:child_process';
import { projectRoot } from '../lib/project-root';

/**
 * Runs one of the project's TypeScript entry points in a child process, from source, with a clean
 * environment: how `npm start` and the CLIs run, minus the build.
 */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv, stdin?: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: projectRoot(),
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: [stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  if (stdin !== undefined) child.stdin!.end(stdin);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}
