/**
 * Where the app is: the address and its history entry's state, held in a store that React reads with
 * useSyncExternalStore (src/client/lib/router.tsx). One store per router: the browser's history
 * (browser-history.ts), a fixed address for the pre-render, or a list of entries in memory for the component tests
 * (docs/decisions/059-a-smaller-router.md).
 */

export interface RouterLocation {
  pathname: string;
  /** '' or '?…' */
  search: string;
  /** '' or '#…' */
  hash: string;
  /** What the navigation that made this entry left for the page (a sheet's page underneath, a pre-fill). */
  state: unknown;
  /** Different for every navigation, even to the same address: a second click on a link is a new entry. */
  key: string;
}

/** How the app reached the entry: Back and Forward are POP, a link or a redirect PUSH or REPLACE. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Snapshot {
  location: RouterLocation;
  type: NavigationType;
}

export interface History {
  /** The same object until the next navigation (useSyncExternalStore compares by identity). */
  snapshot(): Snapshot;
  subscribe(listener: () => void): () => void;
  /** `to` is a whole address path ('/sw/jobs?q=cook'), its language prefix included. */
  navigate(to: string, options?: NavigateOptions): void;
  go(delta: number): void;
}

export const newKey = () => Math.random().toString(36).slice(2, 10);

function splitPath(to: string): Pick<RouterLocation, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** A snapshot and its listeners: what each kind of history shares. */
export function store(read: (type: NavigationType) => Snapshot) {
  let current = read('POP');
  const listeners = new Set<() => void>();
  return {
    snapshot: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    changed(type: NavigationType) {
      current = read(type);
      for (const listener of listeners) listener();
    },
  };
}

/** One address that never changes: the pre-render of a page. */
export function createStaticHistory(to: string): History {
  const current: Snapshot = { type: 'POP', location: { ...splitPath(to), state: null, key: 'default' } };
  return {
    snapshot: () => current,
    subscribe: () => () => undefined,
    navigate: () => {
      throw new Error('A pre-rendered page cannot navigate');
    },
    go: () => undefined,
  };
}

/** History entries in memory, for the component tests: they navigate as the browser would and read where they are. */
export function createMemoryHistory(first: string, state: unknown = null): History {
  const entries: RouterLocation[] = [{ ...splitPath(first), state, key: 'default' }];
  let index = 0;
  const { snapshot, subscribe, changed } = store((type) => ({ type, location: entries[index]! }));
  return {
    snapshot,
    subscribe,
    navigate(to, { replace = false, state: next = null } = {}) {
      const entry = { ...splitPath(to), state: next, key: newKey() };
      if (replace) entries[index] = entry;
      else entries.splice(++index, entries.length, entry);
      changed(replace ? 'REPLACE' : 'PUSH');
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      changed('POP');
    },
  };
}
