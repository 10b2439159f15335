import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT, terminalLogStream } from './terminal-log';

/** Runs a real pino logger into the terminal stream and returns what a person would see. */
async function printed(write: (log: pino.Logger) => void): Promise<string> {
  let output = '';
  const stream = terminalLogStream(new Writable({ write: (chunk, _encoding, done) => ((output += String(chunk)), done()) }));
  write(pino({ level: 'info' }, stream));
  await new Promise((resolve) => setImmediate(resolve));
  return output;
}

describe('the terminal log', () => {
  it('prints one readable line per entry instead of JSON, with the level and extra fields on the line', async () => {
    const output = await printed((log) => log.info({ added: 3 }, 'job funnel tick'));
    expect(output).toMatch(/INFO.*job funnel tick.*added.*3/);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).not.toContain('"level"');
    expect(output).not.toContain('hostname');
  });

  it('marks the first-start lines so they stand out, without printing the marker field', async () => {
    const output = await printed((log) => log.info(HIGHLIGHT, 'Maple Bridge is serving on http://localhost:3000'));
    expect(output).toContain('▶ Maple Bridge is serving on http://localhost:3000');
    expect(output).not.toContain('highlight');
  });
});
