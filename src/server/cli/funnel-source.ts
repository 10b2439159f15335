// `npm run funnel:source -- <name> <rss|atom|jsonfeed|jobbank> <url>`: adds or updates a feed the job
// funnel reads every FUNNEL_INTERVAL_MINUTES. `npm run funnel:source -- <name> off` disables one.
// With the embedded database, stop the server first: PGlite serves one process at a time.
import { ConfigError } from '../config';
import { disableFeedSource, FEED_KINDS, saveFeedSource, type FeedKind } from '../features/jobs/funnel/service';
import { withCliDatabase } from './cli-database';

const isFeedKind = (kind: string | undefined): kind is FeedKind => (FEED_KINDS as readonly string[]).includes(kind ?? '');

async function main() {
  const [name, kind, url] = process.argv.slice(2);
  const disabling = kind === 'off';
  if (!name || (!disabling && (!isFeedKind(kind) || !url || !/^https?:\/\//.test(url)))) {
    console.error(
      `Usage: npm run funnel:source -- <name> <${FEED_KINDS.join('|')}> <http(s) url>\n       npm run funnel:source -- <name> off`,
    );
    process.exit(2);
  }
  await withCliDatabase(async (database) => {
    if (disabling) {
      if (await disableFeedSource(database.db, name)) console.log(`Job source "${name}" disabled.`);
      else {
        console.error(`There is no job source named "${name}".`);
        process.exitCode = 1;
      }
    } else if (isFeedKind(kind) && url) {
      await saveFeedSource(database.db, { name, kind, url });
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
