/**
 * localStorage keys the product uses (docs/product.md#browser-storage). Storage can be missing or refuse writes (privacy modes,
 * full quota); nothing here is essential enough to break a page over, so failures are swallowed.
 */
export type LocalStoreKey = 'userId' | 'userEmail' | 'userInfo' | 'adminToken';

export function readLocal(key: LocalStoreKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: LocalStoreKey, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // See above: the session cookie, not storage, is what signs a member in.
  }
}

export function removeLocal(key: LocalStoreKey): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // See above.
  }
}
