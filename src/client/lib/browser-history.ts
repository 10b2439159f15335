import { newKey, store, type History, type NavigationType, type Snapshot } from './history';

/** What the browser's history entries hold: the page's state beside the entry's key (React Router's shape). */
interface EntryState {
  key?: unknown;
  usr?: unknown;
}

/** The browser's own history: Back, Forward and the address bar work as on any site. */
export function createBrowserHistory(): History {
  const readBrowser = (type: NavigationType): Snapshot => {
    const entry = (window.history.state ?? {}) as EntryState;
    const { pathname, search, hash } = window.location;
    return {
      type,
      location: { pathname, search, hash, state: entry.usr ?? null, key: typeof entry.key === 'string' ? entry.key : 'default' },
    };
  };
  const { snapshot, subscribe, changed } = store(readBrowser);
  window.addEventListener('popstate', () => changed('POP'));
  return {
    snapshot,
    subscribe,
    navigate(to, { replace = false, state = null } = {}) {
      const entry: EntryState = { key: newKey(), usr: state };
      if (replace) window.history.replaceState(entry, '', to);
      else window.history.pushState(entry, '', to);
      changed(replace ? 'REPLACE' : 'PUSH');
    },
    go: (delta) => window.history.go(delta),
  };
}
