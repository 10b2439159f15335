import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryHistory, MemoryRouter, Route, Switch } from '../lib/router';
import { render } from 'vitest-browser-react';

/**
 * Renders a component the way the app hosts it (docs/decisions/029-component-tests.md): inside a QueryClient whose
 * cache holds the answers it reads (`cache`: query key and answer), at `path` in a history kept in memory. Any other path
 * renders its name, so a test can see where the component sent the member. `state` is the history entry's navigation
 * state, as another page's <Link state> would leave it.
 */
export async function renderPage(
  element: ReactNode,
  { path = '/', cache = [], state }: { path?: string; cache?: readonly (readonly [readonly unknown[], unknown])[]; state?: unknown } = {},
) {
  // No retries (a refusal shows at once) and no refetch of what the test placed in the cache.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, data] of cache) queryClient.setQueryData(key, data);
  const history = createMemoryHistory(path, state ?? null);
  const screen = await render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter history={history}>
        <Switch>
          <Route path={path.split('?')[0]!}>{element}</Route>
          <Route>
            <p data-testid="elsewhere">Elsewhere</p>
          </Route>
        </Switch>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  /** Where the page is now: the address it navigated to, if it did. */
  const location = () => history.snapshot().location;
  return { screen, location, queryClient };
}
