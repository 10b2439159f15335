import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { referenceDataDir } from '../../features/jobs/import/load-reference-data';

/** The shipped quarter the fault suites load: one is enough to search, and keeps their start short. */
export const FAULT_QUARTER_FILE = 'esdc_tfwp_2025q1_positive_lmia_en.csv';

/** A reference directory with NOC, cities and one LMIA quarter (copies of the shipped files). */
export function oneQuarterReferenceDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-faults-ref-'));
  for (const file of ['noc2021_unit_groups.csv', 'canada_cities_simplemaps.csv', FAULT_QUARTER_FILE]) {
    fs.copyFileSync(path.join(referenceDataDir(), file), path.join(dir, file));
  }
  return dir;
}

/**
 * Copies of one signed-up member, made in SQL so a load test does not spend minutes hashing passwords:
 * each copy has its own id and e-mail and the template's password.
 */
export async function cloneMembers(pool: pg.Pool, templateUserId: string, emails: string[]): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO users
       SELECT (jsonb_populate_record(u, jsonb_build_object('id', gen_random_uuid(), 'email', e.email, 'username', lower(e.email)))).*
       FROM users u, unnest($2::text[]) AS e(email)
       WHERE u.id = $1
     RETURNING id`,
    [templateUserId, emails],
  );
  return rows.map((row) => row.id);
}
