import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';
import { parse } from 'regexparam';
import { Link as WouterLink, matchRoute, Router as WouterRouter, useParams as useWouterParams, useRouter } from 'wouter';
import { createBrowserHistory } from './browser-history';
import {
  createMemoryHistory,
  createStaticHistory,
  type History,
  type NavigateOptions,
  type NavigationType,
  type RouterLocation,
} from './history';

/**
 * The app's router: wouter matches the routes and writes the links (a seventh of React Router's size in the first
 * download of every page), over a history store of ours that keeps what the pages read of where they are — the
 * entry's state, its key, how it was reached (docs/decisions/059-a-smaller-router.md). Every page imports routing
 * from here, never from wouter.
 */

export type { NavigateOptions, NavigationType, RouterLocation } from './history';

const HistoryContext = createContext<History | null>(null);

function useHistory(): History {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('Routing is used outside a router');
  return history;
}

function useSnapshot(history: History) {
  return useSyncExternalStore(history.subscribe, history.snapshot, history.snapshot);
}

/** '/' (React Router's way of saying "none") and '' are the same base to wouter: no prefix. */
const baseOf = (basename: string) => (basename === '/' ? '' : basename.replace(/\/$/, ''));

/** The address within the app's base: '/sw/jobs' → '/jobs' under '/sw'. */
function withinBase(base: string, pathname: string): string {
  if (!base) return pathname;
  const lower = pathname.toLowerCase();
  if (lower === base.toLowerCase()) return '/';
  return lower.startsWith(`${base.toLowerCase()}/`) ? pathname.slice(base.length) : pathname;
}

function Router({ history, basename = '/', children }: { history: History; basename?: string; children: ReactNode }) {
  // wouter reads the address through these hooks: the store's, so that both see the same navigation at once.
  const hooks = useMemo(
    () => ({
      useStoreLocation: (): [string, (to: string, options?: NavigateOptions) => void] => [
        useSnapshot(history).location.pathname,
        (to, options) => history.navigate(to, { replace: options?.replace, state: options?.state }),
      ],
      useStoreSearch: () => useSnapshot(history).location.search,
    }),
    [history],
  );
  return (
    <HistoryContext.Provider value={history}>
      <WouterRouter hook={hooks.useStoreLocation} searchHook={hooks.useStoreSearch} base={baseOf(basename)}>
        {children}
      </WouterRouter>
    </HistoryContext.Provider>
  );
}

/** The browser's address and history; `basename` is the page's language prefix ('/sw', or '/'). */
export function BrowserRouter({ basename, children }: { basename?: string; children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return (
    <Router history={history} basename={basename}>
      {children}
    </Router>
  );
}

/** One fixed address, `location` with its language prefix: what the build pre-renders. */
export function StaticRouter({ basename, location, children }: { basename?: string; location: string; children: ReactNode }) {
  const history = useMemo(() => createStaticHistory(location), [location]);
  return (
    <Router history={history} basename={basename}>
      {children}
    </Router>
  );
}

/** History in memory, for the component tests, which read where the page sent them from `history`. */
export function MemoryRouter({ history, basename, children }: { history: History; basename?: string; children: ReactNode }) {
  return (
    <Router history={history} basename={basename}>
      {children}
    </Router>
  );
}
export { createMemoryHistory };

/** Where the app is, the address without its language prefix ('/jobs', not '/sw/jobs'). */
export function useLocation(): RouterLocation {
  const { location } = useSnapshot(useHistory());
  const { base } = useRouter();
  return useMemo(() => ({ ...location, pathname: withinBase(base, location.pathname) }), [location, base]);
}

/** How the current entry was reached: a page scrolls to the top on PUSH and REPLACE, not on Back (POP). */
export function useNavigationType(): NavigationType {
  return useSnapshot(useHistory()).type;
}

export type Navigate = (to: string | number, options?: NavigateOptions) => void;

/** Goes to an address of the app ('/jobs', in the page's language), or back and forth in history (-1). */
export function useNavigate(): Navigate {
  const history = useHistory();
  const { base } = useRouter();
  return useCallback<Navigate>(
    (to, options) => (typeof to === 'number' ? history.go(to) : history.navigate(`${base}${to}`, options)),
    [history, base],
  );
}

/** The query string's parameters, and a way to replace them (the path stays, the hash and state go). */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [navigate, pathname],
  );
  return [params, setParams];
}

/** The matched route's parameters (`:id` in '/jobs/:id?'). */
export function useParams(): Record<string, string | undefined> {
  return useWouterParams() as Record<string, string | undefined>;
}

/** Whether `pathname` is one of the addresses `pattern` ('/jobs/:id?') names. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  return matchRoute(parse, pattern, pathname)[0];
}

/** Sends the visitor on as soon as it renders, replacing the entry if asked. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address of the app ('/pricing', '/#demo'), written in the page's language by the link itself. */
  to: string;
  replace?: boolean;
  state?: unknown;
}

/**
 * A link the app follows itself. One that opens elsewhere (`target="_blank"`) is a plain link: the browser opens
 * the address, in the page's language, in the new tab.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, ...anchor }, ref) {
  const { base } = useRouter();
  if (anchor.target && anchor.target !== '_self') return <a ref={ref} href={`${base}${to}`} {...anchor} />;
  return <WouterLink ref={ref} to={to} replace={replace} state={state} {...anchor} />;
});

export { Route, Switch } from 'wouter';
