// `npm run admin:create -- <username>`: creates an administrator, or sets a new password for one, with
// the password read from standard input (so it never appears in the shell history or process list).
// With the embedded database, stop the server first: PGlite serves one process at a time.
import { ConfigError } from '../config';
import { setAdminPassword } from '../features/admin-auth/service';
import { withCliDatabase } from './cli-database';

const MIN_PASSWORD_LENGTH = 12;

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password (then Enter, Ctrl-D): ');
  let data = '';
  for await (const chunk of process.stdin) data += chunk;
  return data.replace(/\r?\n$/, '');
}

async function main() {
  const username = process.argv[2]?.trim();
  if (!username) {
    console.error('Usage: npm run admin:create -- <username>   (the password is read from standard input)');
    process.exit(2);
  }
  const password = await readStdin();
  if (password.length < MIN_PASSWORD_LENGTH) {
    console.error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    process.exit(2);
  }
  const outcome = await withCliDatabase((database) => setAdminPassword(database.db, { username, password }));
  console.log(`Administrator "${username}" ${outcome}.`);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `admin:create failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
