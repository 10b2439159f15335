// `npm run funnel:source -- <name> <rss|atom|jsonfeed|jobbank> <url>`: adds or updates a feed the job
// funnel reads every FUNNEL_INTERVAL_MINUTES. `npm run funnel:source -- <name> off` disables one.
// With the embedded database, stop the server first: PGlite serves one process at a time.
import { eq } from 'drizzle-orm';
import { ConfigError } from '../config';
import { jobSources } from '../db/schema/jobs';
import { upsertSource } from '../features/funnel/repo';
import { withCliDatabase } from './cli-database';

const KINDS = ['rss', 'atom', 'jsonfeed', 'jobbank'] as const;

async function main() {
  const [name, kind, url] = process.argv.slice(2);
  const disabling = kind === 'off';
  if (!name || (!disabling && (!KINDS.includes(kind as (typeof KINDS)[number]) || !url || !/^https?:\/\//.test(url)))) {
    console.error(`Usage: npm run funnel:source -- <name> <${KINDS.join('|')}> <http(s) url>\n       npm run funnel:source -- <name> off`);
    process.exit(2);
  }
  await withCliDatabase(async (database) => {
    if (disabling) {
      await database.db.update(jobSources).set({ enabled: false }).where(eq(jobSources.name, name));
      console.log(`Job source "${name}" disabled.`);
    } else {
      await upsertSource(database.db, { name, kind: kind as (typeof KINDS)[number], url, enabled: true });
      console.log(`Job source "${name}" (${kind}) saved: ${url}`);
    }
  });
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `funnel:source failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
