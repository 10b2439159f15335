import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './lib/project-root';
import { bannedClaims } from './test-support/banned-claims';

// docs/product.md#copy-rules. The served pages are checked by e2e/trust.spec.ts against the running server; here,
// every text the SPA, the pre-rendering and the e-mails are written from.

const root = projectRoot();
const SOURCES = ['src/client', 'src/shared', 'src/server/integrations/email'];
const FILES = ['scripts/build-lib.mjs'];
/**
 * The offer check's flag kinds name what scammers promise (`guaranteed: 'A "guaranteed" visa'`): not our claims
 * (docs/product.md#offer-check).
 */
const DESCRIBES_SCAMS = ['src/shared/schemas/offer-check.ts', 'src/client/features/offer-check/flag-labels.ts'];

function sourceFiles(): string[] {
  const files: string[] = [...FILES];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.(tsx?|html|json|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !relative.includes('test-support'))
        files.push(relative);
    }
  };
  for (const dir of SOURCES) walk(dir);
  return files.filter((file) => !DESCRIBES_SCAMS.some((exempt) => file === exempt || file.startsWith(`${exempt}/`)));
}

describe('banned claims', () => {
  it('no page text, pre-rendering source or e-mail template claims verified or approved jobs, or a guarantee', () => {
    const found = sourceFiles().flatMap((file) =>
      bannedClaims(fs.readFileSync(path.join(root, file), 'utf8'), { sandbox: false }).map((claim) => `${file}: ${claim}`),
    );
    expect(found).toEqual([]);
  });

  it('"Live platform" is written only where the payments mode decides it (the sign-in page)', () => {
    const holders = sourceFiles().filter((file) => /Live platform/i.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(holders).toEqual(['src/client/pages/sign-in.tsx']);
  });

  it('tells denials from claims', () => {
    const claims = (text: string) => bannedClaims(text, { sandbox: true }).length;
    for (const denial of [
      'No job, job offer, work permit or visa is guaranteed: an approval…',
      'No automatic renewal, no job or visa guaranteed, just the tools to go after it.',
      'no job offer or permit is guaranteed.',
      'Results are not guaranteed.',
      'Anyone who asks a fee, or promises a “guaranteed” visa, is a scammer.',
      'A &quot;guaranteed&quot; visa or job',
    ]) {
      expect(claims(denial), denial).toBe(0);
    }
    for (const claim of [
      'Guaranteed jobs in Canada!',
      'Not a recruiter, guaranteed placement.',
      'No fees. We guarantee a job.',
      'no fees, guaranteed jobs',
      'Search verified LMIA jobs',
      'LMIA-approved Canadian jobs for you',
      'LMIA approved jobs',
      'Live platform',
    ]) {
      expect(claims(claim), claim).toBeGreaterThan(0);
    }
    expect(bannedClaims('Live platform', { sandbox: false })).toEqual([]);
  });
});
