import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { RESUME_TEMPLATES, type UserProfile } from '../src/shared/schemas/documents';
import {
  convertResume,
  generateCoverLetter,
  generatePersonalStatement,
  generateResume,
  parseResume,
  qualityReport,
} from '../src/server/document-engine';
import { accuracyReport, measureFixtures, readKenyanCvFixtures } from '../src/server/document-engine/accuracy/accuracy';

/** The built-in engine's speed: parsing the fixture CVs, and writing every document (targets: p95 ≤ 20 ms / ≤ 50 ms). */
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/server/document-engine/parse/fixtures');
const cvs = fs
  .readdirSync(fixtures)
  .filter((file) => file.endsWith('.txt'))
  .map((file) => fs.readFileSync(path.join(fixtures, file), 'utf8'));

const profile: UserProfile = {
  firstName: 'Wanjĩrũ',
  lastName: 'Njoroge-Ogutu',
  email: 'wanjiru@example.com',
  phone: '0798 112 430',
  location: 'Nairobi, Kenya',
  skills: ['Dementia care', 'First aid and CPR', 'Meal preparation', 'Medication reminders'],
  experience:
    'Caregiver, Amani Elderly Care Home, Nairobi, April 2021 – Present. Assisted 8 elderly residents with bathing and meals.\n\n' +
    'Home-Based Carer, Lavington, Jan 2019 – Mar 2021. I was responsible for caring for a client recovering from a stroke.',
  education: 'Certificate in Caregiving, Kenya Red Cross Training Institute, 2018',
};
const job = {
  title: 'Personal Support Worker',
  company: 'Maple Grove Seniors Residence',
  description: 'Assist seniors with bathing, dressing, mobility and meals. Dementia care experience, first aid and CPR required.',
};

export interface Figures {
  p50: number;
  p95: number;
}

function percentiles(run: (i: number) => unknown, runs = 1_000): Figures {
  for (let i = 0; i < 50; i += 1) run(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    run(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => Number(times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2));
  return { p50: at(0.5), p95: at(0.95) };
}

/** The four figures `npm run bench` and `npm run bench:documents` show. */
export function measureDocumentEngine() {
  const parsedCvs = cvs.map(parseResume);
  return {
    cvs: cvs.length,
    parse: percentiles((i) => parseResume(cvs[i % cvs.length]!)),
    generate: percentiles(() => {
      generateResume(profile, job);
      generateCoverLetter(profile, job);
      generatePersonalStatement(profile, 'immigration');
      generatePersonalStatement(profile, 'employer', job.title);
    }),
    convertAll: percentiles((i) => {
      for (const template of RESUME_TEMPLATES) convertResume(parsedCvs[i % cvs.length]!, template, job);
    }),
    parseConvertReport: percentiles((i) => {
      const parsed = parseResume(cvs[i % cvs.length]!);
      qualityReport({ parsed, converted: convertResume(parsed, 'professional', job), jobDescription: job.description });
    }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const f = measureDocumentEngine();
  const show = (x: Figures) => `p50 ${x.p50.toFixed(2)} ms, p95 ${x.p95.toFixed(2)} ms`;
  console.log(`Built-in document engine (${f.cvs} fixture CVs, 1,000 runs each figure):`);
  console.log(`  parse one CV:                         ${show(f.parse)}`);
  console.log(`  resume + cover letter + 2 statements: ${show(f.generate)}`);
  console.log(`  one CV to all five templates:         ${show(f.convertAll)}`);
  console.log(`  parse + convert + quality report:     ${show(f.parseConvertReport)}`);
  console.log('');
  console.log('Parser accuracy over the Kenyan CV fixtures, spurious entries counted: correct ÷ (expected + spurious)');
  console.log('(src/server/document-engine/accuracy/accuracy.ts; target 95 % on the tune and the holdout halves;');
  console.log(' the fresh set is shown apart: written blind to the parser after the first tuning round, never tuned on):');
  console.log(accuracyReport(measureFixtures(readKenyanCvFixtures(), parseResume)));
}
