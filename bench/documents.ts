import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESUME_TEMPLATES, type UserProfile } from '../src/shared/schemas/documents';
import { qualityReport } from '../src/server/integrations/ai/builtin/quality/quality-report';
import { parseResume } from '../src/server/integrations/ai/builtin/resume-parser/parse-resume';
import {
  convertResume,
  generateCoverLetter,
  generatePersonalStatement,
  generateResume,
} from '../src/server/integrations/ai/builtin/writer';

/** The built-in engine's speed: parsing the fixture CVs, and writing every document (targets: p95 ≤ 20 ms / ≤ 50 ms). */
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/server/integrations/ai/builtin/resume-parser/fixtures');
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

function percentiles(run: (i: number) => unknown, runs = 1_000) {
  for (let i = 0; i < 50; i += 1) run(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    run(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

const parsedCvs = cvs.map(parseResume);
console.log(`Built-in document engine (${cvs.length} fixture CVs, 1,000 runs each figure):`);
console.log(`  parse one CV:                         ${percentiles((i) => parseResume(cvs[i % cvs.length]!))}`);
console.log(
  `  resume + cover letter + 2 statements: ${percentiles(() => {
    generateResume(profile, job);
    generateCoverLetter(profile, job);
    generatePersonalStatement(profile, 'immigration');
    generatePersonalStatement(profile, 'employer', job.title);
  })}`,
);
console.log(
  `  one CV to all five templates:         ${percentiles((i) => {
    for (const template of RESUME_TEMPLATES) convertResume(parsedCvs[i % cvs.length]!, template, job);
  })}`,
);
console.log(
  `  parse + convert + quality report:     ${percentiles((i) => {
    const parsed = parseResume(cvs[i % cvs.length]!);
    qualityReport({ parsed, converted: convertResume(parsed, 'professional', job), jobDescription: job.description });
  })}`,
);
