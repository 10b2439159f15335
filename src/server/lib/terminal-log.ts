import pretty from 'pino-pretty';

/**
 * Bind to a log line a newcomer should not miss on start: reference data loaded, the administrator
 * created, where to open the app. At a terminal it stands out; in JSON it is one more field.
 */
export const HIGHLIGHT = { highlight: true } as const;

/**
 * A person at a terminal reads short coloured lines; anything else (a pipe, a log collector) gets pino's
 * one JSON object per line. main.ts picks this stream only when standard output is a TTY. It runs in
 * process (not as a pino transport) so the bundled server needs no worker file.
 */
/** `destination`: standard output, or a test's stream. */
export function terminalLogStream(destination: NodeJS.WritableStream = process.stdout) {
  return pretty({
    destination,
    colorize: destination === process.stdout && pretty.isColorSupported,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,highlight',
    singleLine: true,
    messageFormat: (log, messageKey, _level, { colors }) => {
      const message = String(log[messageKey] ?? '');
      return log.highlight ? colors.bold(colors.green(`▶ ${message}`)) : message;
    },
  });
}
