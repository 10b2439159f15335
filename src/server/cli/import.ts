// `npm run import -- <kind> <file>` with kind lmia, noc or cities: loads one reference file (an LMIA
// quarter as CSV or XLSX), in one transaction, and prints the counts. Re-importing a file changes nothing.
// With the embedded database, stop the server first: PGlite serves one process at a time.
import { ConfigError } from '../config';
import { ImportFormatError } from '../features/jobs/import/csv';
import { importCitiesFile, importLmiaFile, importNocFile } from '../features/jobs/import/import-service';
import { withCliDatabase } from './cli-database';

const KINDS = ['lmia', 'noc', 'cities'] as const;
type Kind = (typeof KINDS)[number];

async function main() {
  const [kind, file] = process.argv.slice(2);
  if (!KINDS.includes(kind as Kind) || !file) {
    console.error('Usage: npm run import -- <lmia|noc|cities> <file.csv> (lmia also <file.xlsx>)');
    process.exit(2);
  }
  await withCliDatabase(async (database) => {
    if (kind === 'lmia') {
      const r = await importLmiaFile(database.db, { file });
      console.log(
        `${r.fileName}: quarter ${r.quarter}, ${r.rows} rows read, ${r.inserted} new, ${r.rows - r.inserted} already present; ` +
          `jobs ${r.jobsInserted} new, ${r.jobsUpdated} updated; ${r.urgentChanged} urgent flags changed (${r.ms} ms).` +
          (r.newQuarter ? ' A new quarter: the app e-mails the members who opted in to new matches within 10 minutes of running.' : ''),
      );
    } else {
      const r = kind === 'noc' ? await importNocFile(database.db, { file }) : await importCitiesFile(database.db, { file });
      console.log(`${file}: ${r.rows} rows read, ${r.inserted} new, ${r.updated} updated (${r.ms} ms).`);
    }
  });
}

main().catch((error: unknown) => {
  const file = process.argv[3] ?? '';
  if (error instanceof ImportFormatError) console.error(`import refused ${file}, nothing was written: ${error.message}`);
  else
    console.error(
      error instanceof ConfigError ? error.message : `import failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  process.exit(1);
});
