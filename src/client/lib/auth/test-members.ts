import type { AuthUser } from '../../../shared/schemas/auth';

/** A member as /api/auth/me describes them, for the client's auth tests. */
export function member(id: string, firstName: string, email: string, phone: string): AuthUser {
  return {
    id: `00000000-0000-4000-8000-00000000000${id === 'a' ? 1 : 2}`,
    firstName,
    lastName: 'Otieno',
    email,
    username: email,
    phone,
    emailVerified: true,
    isPaidMember: false,
    membershipExpiresAt: null,
    createdAt: '2026-01-15T00:00:00.000Z',
    locale: 'en',
  };
}

/** localStorage / sessionStorage for suites that run in node: the same methods, over a map, plus dump(). */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
    dump: () => Object.fromEntries(items),
  };
}
