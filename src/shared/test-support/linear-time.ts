import { expect } from 'vitest';

/**
 * For tests: proof that a function of user input takes time proportional to the input. A pattern that
 * backtracks takes time that grows with the square of the input (or worse), and one hostile request then
 * holds the whole server up for seconds.
 */

export const KIB = 1024;
export const MIB = 1024 * KIB;

export type Shape = (length: number) => string;

/** Strings shaped to make a backtracking pattern retry from every position, each `length` characters long. */
export const ADVERSARIAL_SHAPES: Record<string, Shape> = {
  "'a@' + 'a.' × n + '@'": (length) => `a@${'a.'.repeat(Math.floor((length - 3) / 2))}@`,
  "'a@' + 'a.' × n": (length) => `a@${'a.'.repeat(Math.floor((length - 2) / 2))}`,
  "'a' × n + '@'": (length) => `${'a'.repeat(length - 1)}@`,
  "'@' × n": (length) => '@'.repeat(length),
  "'.' × n": (length) => '.'.repeat(length),
  "'a' × n + '!'": (length) => `${'a'.repeat(length - 1)}!`,
  "'x' + ' ' × n + 'x'": (length) => `x${' '.repeat(length - 2)}x`,
  "'<' × n": (length) => '<'.repeat(length),
  "'a<' × n": (length) => 'a<'.repeat(Math.floor(length / 2)),
  "'1' × n + 'a'": (length) => `${'1'.repeat(length - 1)}a`,
  "'+(' × n + 'a'": (length) => `${'+('.repeat(Math.floor((length - 1) / 2))}a`,
  'emoji × n + lone surrogate': (length) => `${'\ud83d\ude00'.repeat(Math.floor((length - 1) / 2))}\ud800`,
};

const made = new Map<Shape, Map<number, string>>();
function input(shape: Shape, length: number) {
  const bySize = made.get(shape) ?? new Map<number, string>();
  made.set(shape, bySize);
  if (!bySize.has(length)) bySize.set(length, shape(length));
  return bySize.get(length)!;
}

/** How long one run takes, in milliseconds. */
function time(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

export interface LinearOptions {
  shapes?: Record<string, Shape>;
  /** The most 1 MiB may take, in milliseconds (default 50). */
  budgetMs?: number;
  /** Runs at 1 MiB per round, of which the quickest counts (default 3). */
  runs?: number;
}

/**
 * Feeds `subject` each shape at 64 KiB and at 1 MiB, and each size has a budget.
 *
 * Why budgets and not the growth from one size to the other: a backtracking pattern, the thing this guards
 * against, is quadratic or worse over the whole input. At 64 KiB that is some 2 × 10^9 steps, seconds
 * rather than the millisecond a linear subject takes, and over 1 MiB some 5 × 10^11, minutes: each budget
 * separates it by orders of magnitude that no load on the machine can blur. The ratio of the two times can
 * be blurred: CI measured linear subjects at 160 times as long for sixteen times the input (one major
 * garbage collection of the 1 MiB results, on a two-core machine running other suites), close to
 * quadratic's 256, so a growth threshold either fails linear code or passes quadratic code.
 */
export function expectLinear(label: string, subject: (value: string) => unknown, options: LinearOptions = {}) {
  const { shapes = ADVERSARIAL_SHAPES, budgetMs = 50, runs = 3 } = options;
  // A subject that cuts its input (the résumé parser stops at 50,000 characters) does the same work at
  // 64 KiB as at 1 MiB, so the 64 KiB check can never be stricter than the 1 MiB budget.
  const smallBudgetMs = Math.max(SMALL_BUDGET_MS, budgetMs);
  for (const [name, shape] of Object.entries(shapes)) {
    let small = Number.POSITIVE_INFINITY;
    let one = Number.POSITIVE_INFINITY;
    // Other test files share the machine's cores and can slow one round down; a subject that is really
    // slow, or quadratic, fails every round. So up to ROUNDS rounds, keeping the quickest figures.
    for (let round = 0; round < ROUNDS; round += 1) {
      // 64 KiB first: a quadratic subject fails here within a second or so instead of running for minutes.
      // Twice, because the first run on a new kind of string may still be compiling the patterns.
      small = Math.min(
        small,
        time(() => subject(input(shape, 64 * KIB))),
        time(() => subject(input(shape, 64 * KIB))),
      );
      if (small >= smallBudgetMs) continue;
      for (let run = 0; run < runs; run += 1) {
        one = Math.min(
          one,
          time(() => subject(input(shape, MIB))),
        );
      }
      if (one < budgetMs) break;
    }
    expect(small, `${label}, ${name}, 64 KiB: ${small.toFixed(2)} ms`).toBeLessThan(smallBudgetMs);
    const figures = `${label}, ${name}: ${small.toFixed(2)} ms for 64 KiB, ${one.toFixed(2)} ms for 1 MiB`;
    expect(one, figures).toBeLessThan(budgetMs);
  }
}

/** The most 64 KiB may take, in milliseconds. */
const SMALL_BUDGET_MS = 50;
/** Measuring rounds before a subject is judged (see expectLinear). */
const ROUNDS = 3;
