import { hashPassword, verifyPassword } from '../src/server/lib/passwords';

/** What one sign-in costs in argon2id work, and how many the thread pool sustains at once. */
export async function measurePasswordHashing() {
  const hash = await hashPassword('Kilimanjaro-2026');
  const single: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    const started = performance.now();
    await verifyPassword(hash, 'Kilimanjaro-2026');
    single.push(performance.now() - started);
  }
  const parallel = 32;
  const started = performance.now();
  await Promise.all(Array.from({ length: parallel }, () => verifyPassword(hash, 'Kilimanjaro-2026')));
  const elapsed = performance.now() - started;
  single.sort((a, b) => a - b);
  return { medianMs: Number(single[5]!.toFixed(1)), verificationsPerSecond: Math.round((parallel / elapsed) * 1000) };
}
