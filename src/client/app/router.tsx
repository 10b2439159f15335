import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';

/**
 * Every page is its own chunk, loaded when first visited. React.lazy renders inside the layout's
 * Suspense and error boundary, so the navigation bar paints at once and a chunk that fails to load
 * shows the error screen.
 */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => {
    const module: Record<string, ComponentType> = await load();
    const component = module[name];
    if (!component) throw new Error(`Page module has no export named ${name}`);
    return { default: component };
  });
}

const LandingPage = lazyPage(() => import('../pages/landing'), 'LandingPage');
const JobsPage = lazyPage(() => import('../pages/jobs'), 'JobsPage');
const AiToolsPage = lazyPage(() => import('../pages/ai-tools'), 'AiToolsPage');
const ResumeConverterPage = lazyPage(() => import('../pages/resume-converter'), 'ResumeConverterPage');
const PricingPage = lazyPage(() => import('../pages/pricing'), 'PricingPage');
const CheckoutPage = lazyPage(() => import('../pages/checkout'), 'CheckoutPage');
const SignInPage = lazyPage(() => import('../pages/sign-in'), 'SignInPage');
const SignUpPage = lazyPage(() => import('../pages/sign-up'), 'SignUpPage');
const ForgotPasswordPage = lazyPage(() => import('../pages/forgot-password'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../pages/reset-password'), 'ResetPasswordPage');
const VerifyEmailPage = lazyPage(() => import('../pages/verify-email'), 'VerifyEmailPage');
const AccountPage = lazyPage(() => import('../pages/account'), 'AccountPage');
const MarketingFlyerPage = lazyPage(() => import('../pages/marketing-flyer'), 'MarketingFlyerPage');
const AdminMarketingPage = lazyPage(() => import('../pages/admin-marketing'), 'AdminMarketingPage');
const AdminLoginPage = lazyPage(() => import('../pages/admin-login'), 'AdminLoginPage');
const AdminDashboardPage = lazyPage(() => import('../pages/admin-dashboard'), 'AdminDashboardPage');
const NotFoundPage = lazyPage(() => import('../pages/not-found'), 'NotFoundPage');

/**
 * The route table (docs/product.md#routes). Declarative routes rather than a data router: we load data with TanStack Query,
 * and the data router would add about 17 kB (gzip) to the first download of every visit.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<LandingPage />} />
        <Route path="/jobs" element={<JobsPage />} />
        <Route path="/ai-tools" element={<AiToolsPage />} />
        <Route path="/resume-converter" element={<ResumeConverterPage />} />
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/sign-in" element={<SignInPage />} />
        <Route path="/sign-up" element={<SignUpPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        {/* The targets of the e-mailed links, and the member's account (docs/product.md#d12-account-pages-beyond-the-spec). */}
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="/account" element={<AccountPage />} />
        <Route path="/marketing-flyer" element={<MarketingFlyerPage />} />
        <Route path="/admin-marketing" element={<AdminMarketingPage />} />
        <Route path="/admin-login" element={<AdminLoginPage />} />
        <Route path="/admin-dashboard" element={<AdminDashboardPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
