// `npm run data:update`: asks the open-data portal (CKAN_URL, default https://open.canada.ca/data) which
// positive-LMIA quarters ESDC has published, and downloads and imports the ones the database lacks, each
// in its own transaction (CSV or XLSX). Running it again loads nothing new. With the embedded database,
// stop the server first: PGlite serves one process at a time.
import { ConfigError } from '../config';
import { DEFAULT_CKAN_URL, fetchLmiaResources, PortalUnavailableError } from '../features/jobs/import/ckan';
import { updateLmiaQuarters } from '../features/jobs/import/data-update';
import { withCliDatabase } from './cli-database';

/** CKAN_URL: the portal's base, where /api/3/action/… lives; tests point it at a local stand-in. */
function ckanUrl(): string {
  const value = process.env.CKAN_URL?.trim() || DEFAULT_CKAN_URL;
  if (!/^https?:\/\/[^\s/]+/i.test(value))
    throw new ConfigError(`Invalid configuration: CKAN_URL must start with http:// or https:// (got "${value}")`);
  return value;
}

async function main() {
  const portal = ckanUrl();
  // The portal first: when it cannot be reached, the database is never opened.
  const resources = await fetchLmiaResources(portal);
  const offered = [...new Set(resources.map((resource) => resource.quarter))].sort();
  console.log(`${portal}: ${resources.length} English quarter files, quarters ${offered.join(', ') || 'none'}.`);

  const report = await withCliDatabase((database) => updateLmiaQuarters(database.db, resources));
  if (report.present.length > 0) console.log(`Already loaded, skipped: ${report.present.join(', ')}.`);
  for (const r of report.loaded) {
    console.log(
      `Loaded ${r.quarter} from ${r.fileName}: ${r.rows} rows read, ${r.inserted} new; jobs ${r.jobsInserted} new, ${r.jobsUpdated} updated (${r.ms} ms).` +
        (r.newQuarter ? ' A new quarter: the app e-mails the members who opted in to new matches within 10 minutes of running.' : ''),
    );
  }
  for (const failure of report.failed) console.error(`Could not load ${failure.quarter} from ${failure.url}: ${failure.reason}`);
  if (report.loaded.length === 0 && report.failed.length === 0) console.log('Nothing new: the data has every quarter the portal offers.');
  // A file that failed is worth a non-zero exit even when others loaded: a scheduled run should be noticed.
  if (report.failed.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  if (error instanceof PortalUnavailableError) {
    console.error(
      `data:update: ${error.message}. Nothing was changed. Check the network (or set CKAN_URL to the portal's address) and run it again.`,
    );
  } else if (error instanceof ConfigError) console.error(error.message);
  else console.error(`data:update failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
