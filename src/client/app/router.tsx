import { createElement, lazy, type ComponentType } from 'react';
import { matchesRoute, Route, Switch } from '../lib/router';
import { AppLayout } from '../components/layout/app-layout';

interface LazyPage {
  (): ReturnType<typeof createElement>;
  /** Loads the page's chunk; once loaded, the page renders at once instead of suspending. */
  preload: () => Promise<ComponentType>;
}

/**
 * Every page is its own chunk, loaded when first visited. React.lazy renders inside the layout's
 * Suspense and error boundary, so the navigation bar paints at once and a chunk that fails to load
 * shows the error screen. A page loaded beforehand (preloadPage) renders without suspending, which
 * hydrating a pre-rendered page needs: hydration must finish before any data arrives, or the data
 * would not match the HTML (docs/decisions/018-fast-first-paint.md).
 */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    if (loaded) return loaded;
    const module: Record<string, ComponentType> = await load();
    const component = module[name];
    if (!component) throw new Error(`Page module has no export named ${name}`);
    loaded = component;
    return component;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Page = () => createElement(loaded ?? Lazy);
  Page.preload = preload;
  return Page;
}

const LandingPage = lazyPage(() => import('../pages/landing'), 'LandingPage');
const JobsPage = lazyPage(() => import('../pages/jobs'), 'JobsPage');
const AiToolsPage = lazyPage(() => import('../pages/ai-tools'), 'AiToolsPage');
const ResumeConverterPage = lazyPage(() => import('../pages/resume-converter'), 'ResumeConverterPage');
const PricingPage = lazyPage(() => import('../pages/pricing'), 'PricingPage');
const NocFinderPage = lazyPage(() => import('../pages/noc-finder'), 'NocFinderPage');
const CalculatorsPage = lazyPage(() => import('../pages/calculators'), 'CalculatorsPage');
const OfferCheckPage = lazyPage(() => import('../pages/offer-check'), 'OfferCheckPage');
const CheckoutPage = lazyPage(() => import('../pages/checkout'), 'CheckoutPage');
const SignInPage = lazyPage(() => import('../pages/sign-in'), 'SignInPage');
const SignUpPage = lazyPage(() => import('../pages/sign-up'), 'SignUpPage');
const ForgotPasswordPage = lazyPage(() => import('../pages/forgot-password'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../pages/reset-password'), 'ResetPasswordPage');
const VerifyEmailPage = lazyPage(() => import('../pages/verify-email'), 'VerifyEmailPage');
const ApplicationsPage = lazyPage(() => import('../pages/applications'), 'ApplicationsPage');
const ProfilePage = lazyPage(() => import('../pages/profile'), 'ProfilePage');
const AccountPage = lazyPage(() => import('../pages/account'), 'AccountPage');
const MarketingFlyerPage = lazyPage(() => import('../pages/marketing-flyer'), 'MarketingFlyerPage');
const AdminMarketingPage = lazyPage(() => import('../pages/admin-marketing'), 'AdminMarketingPage');
const AdminLoginPage = lazyPage(() => import('../pages/admin-login'), 'AdminLoginPage');
const AdminDashboardPage = lazyPage(() => import('../pages/admin-dashboard'), 'AdminDashboardPage');
const AboutPage = lazyPage(() => import('../pages/about'), 'AboutPage');
const TermsPage = lazyPage(() => import('../pages/terms'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('../pages/privacy'), 'PrivacyPage');
const RefundsPage = lazyPage(() => import('../pages/refunds'), 'RefundsPage');
const EmployerPage = lazyPage(() => import('../pages/employer'), 'EmployerPage');
const MatchesPage = lazyPage(() => import('../pages/matches'), 'MatchesPage');
const NotFoundPage = lazyPage(() => import('../pages/not-found'), 'NotFoundPage');

/**
 * The route table (docs/product.md#routes), also used to preload the page of the address being opened.
 * Declarative routes rather than a data router: we load data with TanStack Query (docs/decisions/059-a-smaller-router.md).
 */
const PAGES: [string, LazyPage][] = [
  ['/', LandingPage],
  // One route for the list and a job (docs/product.md#job-page), so opening a job's sheet does not remount the list.
  ['/jobs/:id?', JobsPage],
  ['/employers/:id', EmployerPage],
  ['/ai-tools', AiToolsPage],
  ['/resume-converter', ResumeConverterPage],
  ['/pricing', PricingPage],
  ['/noc-finder', NocFinderPage],
  ['/calculators', CalculatorsPage],
  ['/offer-check', OfferCheckPage],
  ['/checkout', CheckoutPage],
  ['/sign-in', SignInPage],
  ['/sign-up', SignUpPage],
  ['/forgot-password', ForgotPasswordPage],
  // The targets of the e-mailed links, and the member's account (docs/product.md#d12-account-pages-beyond-the-spec).
  ['/reset-password', ResetPasswordPage],
  ['/verify-email', VerifyEmailPage],
  ['/account', AccountPage],
  ['/profile', ProfilePage],
  ['/matches', MatchesPage],
  ['/applications', ApplicationsPage],
  ['/marketing-flyer', MarketingFlyerPage],
  // Who runs the service and its policies (docs/product.md#policy-pages).
  ['/about', AboutPage],
  ['/terms', TermsPage],
  ['/privacy', PrivacyPage],
  ['/refunds', RefundsPage],
  ['/admin-marketing', AdminMarketingPage],
  ['/admin-login', AdminLoginPage],
  ['/admin-dashboard', AdminDashboardPage],
];

/** Loads the chunk of the page at `pathname` (the not-found page for unknown paths). */
export async function preloadPage(pathname: string): Promise<void> {
  const page = PAGES.find(([path]) => matchesRoute(path, pathname))?.[1] ?? NotFoundPage;
  await page.preload();
}

export function AppRoutes() {
  return (
    <AppLayout>
      <Switch>
        {PAGES.map(([path, Page]) => (
          <Route key={path} path={path}>
            <Page />
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </AppLayout>
  );
}
