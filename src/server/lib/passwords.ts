import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes, parallelism 1), docs/decisions/007. The hashing runs on
 * libuv's thread pool, so the event loop stays free.
 */
// The library's default algorithm is argon2id (its `Algorithm` is a const enum that isolated modules cannot read).
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed verification, never a 500.
    return false;
  }
}

/** A hash of a random password: verifying against it costs what a real check costs (equal timing). */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => (decoyHash ??= hashPassword(`decoy-${Math.random()}`));

/** The 10,000 most common passwords of zxcvbn's ranked list (MIT), compared case-insensitively. */
const COMMON_PASSWORD_COUNT = 10_000;
let commonPasswords: Set<string> | undefined;
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}
