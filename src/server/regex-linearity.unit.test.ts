import { describe, it } from 'vitest';
import { ADVERSARIAL_SHAPES, expectLinear, type Shape } from '../shared/test-support/linear-time';
import { decodeJobBankFile, parseAtom, parseJobBankTsv, parseJsonFeed, parseRss, plainText } from './features/jobs/funnel/feed-parsers';
import { cityKey, employerKey, parseAddress } from './features/jobs/import/address';
import { normaliseHeader, readCsv } from './features/jobs/import/csv';
import { parseLmiaCsv, splitOccupation } from './features/jobs/import/lmia-csv';
import { isHeadOfficeOutsideCanada, provinceCodeFor } from './features/jobs/import/provinces';
import { isQuarter, quarterFromFileName, quarterFromTitle } from './features/jobs/import/quarter';
import { toPrefixTsQuery } from './features/jobs/service';
import { jobAlertConfirmationEmail } from './integrations/email/templates';
import { sandboxOutcomeForCard } from './integrations/payments/sandbox-provider';

/**
 * Every pattern on the server that outside text reaches — the job search, the funnel's feed parsers, the
 * LMIA importers, the sandbox card check, e-mail templates — must take time proportional to that text.
 * Each is fed adversarial strings of 64 KiB and 1 MiB (the shapes every check gets, plus ones aimed at the
 * patterns here: unclosed brackets and tags, long runs of whitespace of every kind).
 */

const SERVER_SHAPES: Record<string, Shape> = {
  ...ADVERSARIAL_SHAPES,
  "'(' × n": (length) => '('.repeat(length),
  "'<script' × n": (length) => '<script'.repeat(Math.floor(length / 7)),
  "'<style>a</script>' × n": (length) => '<style>a</script>'.repeat(Math.floor(length / 17)),
  "'<br' + ' ' × n": (length) => `<br${' '.repeat(length - 3)}`,
  "'RR' + ' ' × n + 'x'": (length) => `RR${' '.repeat(length - 3)}x`,
  "'x' + '\\u00a0' × n + 'x'": (length) => `x${'\u00a0'.repeat(length - 2)}x`,
  "'x' + '\\r' × n + 'x'": (length) => `x${'\r'.repeat(length - 2)}x`,
  "' \\t' × n + '-'": (length) => `${' \t'.repeat(Math.floor((length - 1) / 2))}-`,
  "'A1A' + ' ' × n + 'x'": (length) => `A1A${' '.repeat(length - 4)}x`,
  "'.' + '0' × n + 'x'": (length) => `.${'0'.repeat(length - 2)}x`,
  "'1,' × n": (length) => '1,'.repeat(Math.floor(length / 2)),
  "'to a ' × n": (length) => 'to a '.repeat(Math.floor(length / 5)),
};

/**
 * The time 1 MiB may take. 50 ms where only plain scanning happens; more where the work is inherently
 * heavier per character (Unicode normalisation, escaping every character) and the input is bounded before
 * it gets there: the schema cuts a search to 100 characters, a card number to 40. Whole-file parsers (CSV,
 * XML) read files an administrator loads or a configured feed sends. A quadratic subject fails every one of these.
 * perCharacter leaves room for a loaded two-core machine (over 300 ms was seen there); a
 * quadratic subject takes seconds at 64 KiB and minutes at 1 MiB, on any machine (see expectLinear).
 */
const BUDGET = { scan: 50, perCharacter: 500, fileParser: 2000 } as const;
const pick = (...names: string[]) => Object.fromEntries(names.map((name) => [name, SERVER_SHAPES[name]!]));
/**
 * Subjects that are slow per run get the shapes aimed at what they do. Word folding (normalise, replace
 * runs of one class of characters) is hurt by long runs and by many short ones.
 */
const WORD_SHAPES = pick(
  "'a@' + 'a.' × n + '@'",
  "'x' + ' ' × n + 'x'",
  "'a<' × n",
  "'to a ' × n",
  "'x' + '\\u00a0' × n + 'x'",
  'emoji × n + lone surrogate',
);
const FILE_SHAPES = pick(
  "'a@' + 'a.' × n + '@'",
  "'x' + ' ' × n + 'x'",
  "'<' × n",
  "'<script' × n",
  "'x' + '\\u00a0' × n + 'x'",
  "'1,' × n",
  "'to a ' × n",
);
const linear = (label: string, subject: (value: string) => unknown, budgetMs: number, shapes = SERVER_SHAPES) =>
  expectLinear(label, subject, { shapes, budgetMs });
const linearFile = (label: string, subject: (value: string) => unknown) =>
  expectLinear(label, subject, { shapes: FILE_SHAPES, budgetMs: BUDGET.fileParser });

/** Parsers refuse most of these inputs by throwing; only the time it takes matters here. */
const ignoringErrors = (subject: (value: string) => unknown) => (value: string) => {
  try {
    return subject(value);
  } catch {
    return undefined;
  }
};
const csvCell = (value: string) => `"${value.replaceAll('"', '""')}"`;
const xmlText = (value: string) => `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

// No database here: a `.unit.test.ts` file runs once, in the PGlite project (vitest.config.ts).
describe('linear time on hostile input, server side', () => {
  it.each([
    ['the job search (toPrefixTsQuery)', (value: string) => toPrefixTsQuery(value), BUDGET.perCharacter, WORD_SHAPES],
    ['plainText', (value: string) => plainText(value), BUDGET.perCharacter, SERVER_SHAPES],
    ['parseAddress', (value: string) => parseAddress(value), BUDGET.perCharacter, SERVER_SHAPES],
    ['cityKey', (value: string) => cityKey(value), BUDGET.perCharacter, WORD_SHAPES],
    ['employerKey', (value: string) => employerKey(value), BUDGET.perCharacter, WORD_SHAPES],
    ['provinceCodeFor', (value: string) => provinceCodeFor(value), BUDGET.perCharacter, WORD_SHAPES],
    ['isHeadOfficeOutsideCanada', (value: string) => isHeadOfficeOutsideCanada(value), BUDGET.scan, SERVER_SHAPES],
    ['quarterFromTitle', (value: string) => quarterFromTitle(value), BUDGET.scan, SERVER_SHAPES],
    ['quarterFromFileName', (value: string) => quarterFromFileName(value), BUDGET.scan, SERVER_SHAPES],
    ['isQuarter', (value: string) => isQuarter(value), BUDGET.scan, SERVER_SHAPES],
    ['splitOccupation', ignoringErrors((value) => splitOccupation(value, 1)), BUDGET.scan, SERVER_SHAPES],
    ['normaliseHeader', (value: string) => normaliseHeader(value), BUDGET.perCharacter, WORD_SHAPES],
    ['the sandbox card check', (value: string) => sandboxOutcomeForCard(value), BUDGET.perCharacter, WORD_SHAPES],
    [
      'the job-alert confirmation e-mail',
      (value: string) => jobAlertConfirmationEmail('a@example.com', value, 'https://x/confirm', 'https://x/unsubscribe', 'en'),
      BUDGET.perCharacter,
      pick("'<' × n", "'a<' × n", "'x' + ' ' × n + 'x'"),
    ],
  ] as const)('%s', (label, subject, budgetMs, shapes) => linear(label, subject, budgetMs, shapes));

  it.each([
    [
      'an RSS title and description',
      ignoringErrors((value) =>
        parseRss(
          `<rss><channel><item><guid>1</guid><title>${xmlText(value)}</title><description>${xmlText(value)}</description></item></channel></rss>`,
        ),
      ),
    ],
    [
      'an Atom title and date',
      ignoringErrors((value) =>
        parseAtom(`<feed><entry><id>1</id><title>${xmlText(value)}</title><updated>${xmlText(value)}</updated></entry></feed>`),
      ),
    ],
    // The title is split into title, company and place; the description goes through plainText, tested above.
    [
      'a JSON Feed item',
      ignoringErrors((value) =>
        parseJsonFeed(
          JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', items: [{ id: '1', title: value, date_published: value }] }),
        ),
      ),
    ],
    ['a Job Bank file', ignoringErrors((value) => parseJobBankTsv(`Job Posting ID\tJob Title\tNOC21 Code\n1\t${value}\t${value}\n`))],
    ['a Job Bank header', ignoringErrors((value) => parseJobBankTsv(`${value}\tJob Title\n1\tCook\n`))],
    ['a Job Bank file, as bytes', ignoringErrors((value) => decodeJobBankFile(Buffer.from(value)))],
    ['a CSV cell', ignoringErrors((value) => readCsv(`a,b\n${csvCell(value)},x\n`))],
    [
      'an LMIA file row',
      ignoringErrors((value) =>
        parseLmiaCsv(
          // Employer, address, occupation and title go through functions tested above; the count is read here only.
          `January to March 2025,,,,\nProvince/Territory,Employer,Address,Occupation,Approved Positions\nOntario,Maple Diner,"Toronto, ON",63200-Cooks,${csvCell(value)}\n`,
          'esdc_tfwp_2025q1.csv',
        ),
      ),
    ],
  ] as const)('%s', (label, subject) => linearFile(label, subject));
});
