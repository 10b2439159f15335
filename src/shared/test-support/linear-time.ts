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
 * Feeds `subject` each shape at 64 KiB and at 1 MiB. Each size has a budget, and sixteen times the input
 * may take at most GROWTH times as long: a linear subject takes about sixteen times as long, a quadratic
 * one 256 times.
 *
 * Why these checks and not "twice the input, at most three times the time": at 2 MiB one garbage
 * collection of the result costs as much as the work itself, and a loaded machine measured linear
 * subjects at five or six times for twice the input, which no threshold can tell from quadratic's four.
 * A backtracking pattern, the thing this guards against, is quadratic or worse over the whole input: over
 * 1 MiB that is some 10^11 steps, minutes rather than milliseconds, so the 1 MiB budget alone separates
 * it by orders of magnitude that no load on the machine can blur, and the growth check names it early.
 */
export function expectLinear(label: string, subject: (value: string) => unknown, options: LinearOptions = {}) {
  const { shapes = ADVERSARIAL_SHAPES, budgetMs = 50, runs = 3 } = options;
  const slack = Math.max(5, budgetMs / 10);
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
      if (one < budgetMs && one <= GROWTH * small + slack) break;
    }
    expect(small, `${label}, ${name}, 64 KiB: ${small.toFixed(2)} ms`).toBeLessThan(smallBudgetMs);
    const figures = `${label}, ${name}: ${small.toFixed(2)} ms for 64 KiB, ${one.toFixed(2)} ms for 1 MiB`;
    expect(one, figures).toBeLessThan(budgetMs);
    // Some slack: at these sizes one garbage collection takes a few milliseconds on its own, and 64 KiB
    // can take well under one.
    expect(one, figures).toBeLessThanOrEqual(GROWTH * small + slack);
  }
}

/** The most 64 KiB may take, in milliseconds. */
const SMALL_BUDGET_MS = 50;
/** How many times as long sixteen times the input may take: linear is 16, quadratic 256. */
const GROWTH = 64;
/** Measuring rounds before a subject is judged (see expectLinear). */
const ROUNDS = 3;
