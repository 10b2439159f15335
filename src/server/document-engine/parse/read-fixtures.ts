import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';

export interface FixtureOf<T> {
  name: string;
  text: string;
  expected: T;
}

/**
 * The fixture CVs of one folder (its sub-folders are other sets), in name order: each NN-name.txt with its
 * NN-name.json read through `schema` (the parser's result for its tests; the accuracy measure has its own).
 */
export function readFixturesOf<T>(folder: URL, schema: z.ZodType<T>): FixtureOf<T>[] {
  const path = fileURLToPath(folder);
  return readdirSync(path)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .map((file) => ({
      name: file.replace(/\.txt$/, ''),
      text: readFileSync(`${path}${file}`, 'utf8'),
      expected: schema.parse(JSON.parse(readFileSync(`${path}${file.replace(/\.txt$/, '.json')}`, 'utf8'))),
    }));
}
