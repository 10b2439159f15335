import { Writable } from 'node:stream';

/**
 * The app's log lines as written, for tests that check what reaches the log: pass `logger` to buildApp
 * (createTestApp's options) and read `text()` or `lines`.
 */
export function captureLogs(level = 'trace') {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      raw.push(String(chunk));
      callback();
    },
  });
  return {
    logger: { level, stream },
    /** Every line so far, as one string. */
    text: () => raw.join(''),
    get lines(): Array<Record<string, unknown>> {
      return raw.map((line) => JSON.parse(line) as Record<string, unknown>);
    },
  };
}
