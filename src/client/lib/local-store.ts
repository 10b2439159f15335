/**
 * localStorage keys the product uses (docs/product.md#browser-storage). Storage can be missing or refuse writes (privacy modes,
 * full quota); nothing here is essential enough to break a page over, so failures are swallowed.
 *
 * Nothing about a member is kept here: many members share a phone or use a cyber café, and what one member
 * leaves in storage the next person at that browser can read (docs/decisions/024-shared-phone-privacy.md).
 * The administrator's token is the only key written.
 */
export type LocalStoreKey = 'adminToken';

/**
 * Keys that earlier versions wrote about the member (the client spec's `userId`, `userEmail`, `userInfo`, and
 * the /ai-tools profile in sessionStorage). Never written any more; `forgetLegacyMemberKeys` removes them at
 * start-up and whenever the member changes. Reading one still compiles so that old readers keep working
 * until they are removed: they get null.
 */
export const LEGACY_LOCAL_KEYS = ['userId', 'userEmail', 'userInfo'] as const;
export const LEGACY_SESSION_KEYS = ['documentProfile'] as const;
type LegacyLocalKey = (typeof LEGACY_LOCAL_KEYS)[number];

/** The part of the Web Storage API used here, looked up when called: absent in the pre-renderer and in node tests. */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
function browserStorage(name: 'localStorage' | 'sessionStorage'): KeyValueStore {
  const storage = (globalThis as unknown as Partial<Record<typeof name, KeyValueStore>>)[name];
  if (!storage) throw new Error(`no ${name}`);
  return storage;
}

export function readLocal(key: LocalStoreKey | LegacyLocalKey): string | null {
  try {
    return browserStorage('localStorage').getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: LocalStoreKey, value: string): void {
  try {
    browserStorage('localStorage').setItem(key, value);
  } catch {
    // See above: the session cookie, not storage, is what signs a member in.
  }
}

export function removeLocal(key: LocalStoreKey): void {
  try {
    browserStorage('localStorage').removeItem(key);
  } catch {
    // See above.
  }
}

/** Removes every member key an earlier version may have left in either storage. */
export function forgetLegacyMemberKeys(): void {
  for (const [name, keys] of [
    ['localStorage', LEGACY_LOCAL_KEYS],
    ['sessionStorage', LEGACY_SESSION_KEYS],
  ] as const) {
    try {
      const store = browserStorage(name);
      for (const key of keys) store.removeItem(key);
    } catch {
      // No storage (a privacy mode, the pre-renderer): nothing can have been left there.
    }
  }
}
