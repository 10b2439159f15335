import fs from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../../../lib/project-root';
import { parseNocCsv } from '../import/noc';
import { readTable } from '../import/reference-csv';
import { buildNocIndex, firstSentence, type KenyanTerm, type NocIndex } from './matcher';
import kenyanTermsFile from './kenyan-terms.json';

export const EXAMPLE_TITLES_FILE = 'noc2021_example_titles_en.csv';
const UNIT_GROUPS_FILE = 'noc2021_unit_groups.csv';

export const kenyanTerms: KenyanTerm[] = kenyanTermsFile.terms;

/** Reads the shipped vocabulary and builds the index (about a fifth of a second: docs/decisions/033-noc-finder.md). */
export async function loadNocIndex(dir = path.join(projectRoot(), 'data', 'reference'), terms = kenyanTerms): Promise<NocIndex> {
  const [unitsText, examplesText] = await Promise.all([
    fs.readFile(path.join(dir, UNIT_GROUPS_FILE), 'utf8'),
    fs.readFile(path.join(dir, EXAMPLE_TITLES_FILE), 'utf8'),
  ]);
  const units = parseNocCsv(unitsText).map((unit) => ({
    code: unit.code,
    title: unit.title,
    teer: unit.teer,
    duties: firstSentence(unit.description),
  }));
  const examples = readTable(examplesText, ['noc_code', 'example_title'] as const).map((row) => ({
    code: row.noc_code,
    title: row.example_title,
  }));
  return buildNocIndex(units, examples, terms);
}

let shared: Promise<NocIndex> | null = null;

/** The index, built once per process on first use (the app warms it when it starts). */
export function nocIndex(): Promise<NocIndex> {
  shared ??= loadNocIndex().catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
}
