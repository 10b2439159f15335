import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies, admin tokens, e-mail links. */
export const newSecureToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as this digest; a fast hash suffices for 256-bit random values. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
