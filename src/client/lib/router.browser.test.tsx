import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createMemoryHistory } from './history';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Switch,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from './router';

// The app's router (docs/decisions/059-a-smaller-router.md) in a real browser: what the pages read of where they
// are, under the Kiswahili prefix as in English, and the links and navigations they make.

function Where() {
  const { pathname, search, hash, state } = useLocation();
  return <output data-testid="where">{JSON.stringify({ pathname, search, hash, state, type: useNavigationType() })}</output>;
}

function JobId() {
  const { id = 'none' } = useParams();
  return <p data-testid="job">{id}</p>;
}

function Filters() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ q: 'nurse', province: 'ON' }, { replace: true })}>
      {params.get('q') ?? 'no search'}
    </button>
  );
}

function Back() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/pricing', { state: { from: 'jobs' } })}>
        To pricing
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function App() {
  return (
    <>
      <Where />
      <Link to="/jobs/12" state={{ sheetOver: '/jobs' }}>
        Job 12
      </Link>
      <Link to="/terms" target="_blank">
        Terms
      </Link>
      <Back />
      <Switch>
        <Route path="/jobs/:id?">
          <JobId />
          <Filters />
        </Route>
        <Route path="/old">
          <Navigate to="/jobs" replace />
        </Route>
        <Route>
          <p data-testid="other">Another page</p>
        </Route>
      </Switch>
    </>
  );
}

/** What the page reads of where it is, once it has rendered. */
async function where(screen: Awaited<ReturnType<typeof render>>) {
  await expect.element(screen.getByTestId('where')).toBeInTheDocument();
  return JSON.parse(screen.getByTestId('where').element().textContent ?? '{}');
}

describe('the router, on history kept in memory', () => {
  it('reads addresses without the language prefix and writes links and navigations with it', async () => {
    const history = createMemoryHistory('/sw/jobs?q=cook');
    const screen = await render(
      <MemoryRouter history={history} basename="/sw">
        <App />
      </MemoryRouter>,
    );
    expect(await where(screen)).toMatchObject({ pathname: '/jobs', search: '?q=cook', type: 'POP' });
    await expect.element(screen.getByTestId('job')).toHaveTextContent('none');
    await expect.element(screen.getByRole('link', { name: 'Job 12' })).toHaveAttribute('href', '/sw/jobs/12');
    // A link that opens a new tab is left to the browser, at the page's own address in its language.
    await expect.element(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/sw/terms');

    await screen.getByRole('link', { name: 'Job 12' }).click();
    await expect.element(screen.getByTestId('job')).toHaveTextContent('12');
    expect(history.snapshot().location.pathname).toBe('/sw/jobs/12');
    expect(await where(screen)).toMatchObject({ pathname: '/jobs/12', state: { sheetOver: '/jobs' }, type: 'PUSH' });

    await screen.getByRole('button', { name: 'no search' }).click();
    await expect.element(screen.getByRole('button', { name: 'nurse' })).toBeVisible();
    expect(history.snapshot().location).toMatchObject({ pathname: '/sw/jobs/12', search: '?q=nurse&province=ON', state: null });
    expect((await where(screen)).type).toBe('REPLACE');

    await screen.getByRole('button', { name: 'To pricing' }).click();
    await expect.element(screen.getByTestId('other')).toBeVisible();
    expect(await where(screen)).toMatchObject({ pathname: '/pricing', state: { from: 'jobs' }, type: 'PUSH' });

    await screen.getByRole('button', { name: 'Back' }).click();
    await expect.element(screen.getByTestId('job')).toHaveTextContent('12');
    expect(await where(screen)).toMatchObject({ pathname: '/jobs/12', search: '?q=nurse&province=ON', type: 'POP' });
  });

  it('treats the language prefix alone as the home page, and redirects in place', async () => {
    const home = await render(
      <MemoryRouter history={createMemoryHistory('/sw/')} basename="/sw">
        <Where />
      </MemoryRouter>,
    );
    expect((await where(home)).pathname).toBe('/');
    home.unmount();

    const history = createMemoryHistory('/old');
    const screen = await render(
      <MemoryRouter history={history}>
        <App />
      </MemoryRouter>,
    );
    await expect.element(screen.getByTestId('job')).toHaveTextContent('none');
    expect(history.snapshot()).toMatchObject({ type: 'REPLACE', location: { pathname: '/jobs' } });
  });
});

describe('the router, on the browser’s history', () => {
  const start = window.location.href;
  afterEach(() => window.history.replaceState(null, '', start));

  it('follows Back and Forward and keeps each entry’s state in the browser’s history', async () => {
    window.history.replaceState(null, '', '/sw/jobs');
    const screen = await render(
      <BrowserRouter basename="/sw">
        <App />
      </BrowserRouter>,
    );
    expect(await where(screen)).toMatchObject({ pathname: '/jobs', state: null, type: 'POP' });
    await screen.getByRole('link', { name: 'Job 12' }).click();
    await expect.element(screen.getByTestId('job')).toHaveTextContent('12');
    expect(window.location.pathname).toBe('/sw/jobs/12');
    expect(window.history.state).toMatchObject({ usr: { sheetOver: '/jobs' } });

    window.history.back();
    await expect.element(screen.getByTestId('job')).toHaveTextContent('none');
    expect(await where(screen)).toMatchObject({ pathname: '/jobs', type: 'POP' });
    window.history.forward();
    await expect.element(screen.getByTestId('job')).toHaveTextContent('12');
    expect(await where(screen)).toMatchObject({ pathname: '/jobs/12', state: { sheetOver: '/jobs' }, type: 'POP' });
  });
});
