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
/** The same in the catalogues, message by message: the flag kinds' names and their explanations. */
const DESCRIBES_SCAMS_MESSAGES = /^(guidance_offer_flag_|offer_flag_)/;
const CATALOGUES = 'src/shared/i18n/messages';

/** Each text to judge: a source file whole, a catalogue message by message (its name beside it). */
function sourceTexts(): Array<{ where: string; text: string }> {
  return sourceFiles().flatMap((file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    if (!file.startsWith(CATALOGUES)) return [{ where: file, text }];
    return Object.entries(JSON.parse(text) as Record<string, unknown>)
      .filter(([key]) => key !== '$schema' && !DESCRIBES_SCAMS_MESSAGES.test(key))
      .map(([key, message]) => ({ where: `${file} ${key}`, text: JSON.stringify(message) }));
  });
}

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
    const found = sourceTexts().flatMap(({ where, text }) => bannedClaims(text, { sandbox: false }).map((claim) => `${where}: ${claim}`));
    expect(found).toEqual([]);
  });

  it('"Live platform" is written only where the payments mode decides it (the sign-in page)', () => {
    // The words are one message, and only the sign-in page, which shows it in live mode alone, reads it.
    const holders = sourceTexts()
      .filter(({ text }) => /Live platform/i.test(text))
      .map(({ where }) => where);
    expect(holders.sort()).toEqual(['src/client/pages/sign-in.tsx', 'src/shared/i18n/messages/auth/en.json auth_live_platform_title']);
    const readers = sourceFiles().filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes('m.auth_live_platform_title('));
    expect(readers).toEqual(['src/client/pages/sign-in.tsx']);
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
