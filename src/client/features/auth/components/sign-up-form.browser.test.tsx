import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, VALIDATION_MESSAGES } from '../../../../shared/messages';
import { TERMS_VERSION } from '../../../../shared/policies';
import { AUTH_ERROR_CODES } from '../../../../shared/error-codes';
import { fakeApi, ok, refuse } from '../../../test-support/fake-api';
import { renderPage } from '../../../test-support/render-page';
import { SignUpForm } from './sign-up-form';

// The sign-up form and its new-password fields (docs/product.md#sign-up) in a real browser: the rules checked
// before anything is sent, what is sent, the server's refusal under its field, and the way on to the checkout.
// POST /api/auth/sign-up is answered by the contract-checked fake API (src/client/test-support/fake-api.ts says why).

const renderSignUp = () => renderPage(<SignUpForm />, { path: '/sign-up' });
type Screen = Awaited<ReturnType<typeof renderSignUp>>['screen'];

async function fillIn(
  screen: Screen,
  { password = 'Safari2026', confirm = password, acceptTerms = true }: { password?: string; confirm?: string; acceptTerms?: boolean } = {},
) {
  await screen.getByRole('textbox', { name: /First name/ }).fill('Amina');
  await screen.getByRole('textbox', { name: /Last name/ }).fill('Otieno');
  await screen.getByRole('textbox', { name: /Email/ }).fill('Amina@Example.com');
  await screen.getByLabelText(/^Password/).fill(password);
  await screen.getByLabelText(/^Confirm password/).fill(confirm);
  if (acceptTerms) await screen.getByRole('checkbox', { name: TERMS_BOX }).click();
  await screen.getByRole('button', { name: /Create Account/ }).click();
}

const TERMS_BOX = 'I accept the Terms of Service and the Privacy Policy';

describe('SignUpForm', () => {
  it('checks the password and its confirmation before anything is sent', async () => {
    const api = fakeApi(() => undefined);
    const { screen } = await renderSignUp();
    await fillIn(screen, { password: 'short', confirm: 'shorter' });

    await expect.element(screen.getByText(VALIDATION_MESSAGES.passwordMin)).toBeVisible();
    await expect.element(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await screen.getByLabelText(/^Password/).fill('Safari2026');
    await screen.getByRole('button', { name: /Create Account/ }).click();
    await expect.element(screen.getByText(VALIDATION_MESSAGES.passwordsDontMatch)).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  it('refuses to send the account until the terms box, unticked at first, is ticked; the box links both policies', async () => {
    const api = fakeApi(() => undefined);
    const { screen } = await renderSignUp();
    await expect.element(screen.getByRole('checkbox', { name: TERMS_BOX })).not.toBeChecked();
    await expect.element(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect.element(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await fillIn(screen, { acceptTerms: false });
    await expect.element(screen.getByText(VALIDATION_MESSAGES.termsRequired)).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  it('sends the account with the e-mail as the username, then goes on to the checkout', async () => {
    const api = fakeApi(({ method, path }) =>
      method === 'POST' && path === '/api/auth/sign-up'
        ? ok(
            'signUp',
            {
              success: true,
              message: AUTH_MESSAGES.accountCreated,
              user: {
                id: 'u1',
                firstName: 'Amina',
                lastName: 'Otieno',
                email: 'amina@example.com',
                username: 'amina@example.com',
                phone: null,
                emailVerified: false,
                isPaidMember: false,
                membershipExpiresAt: null,
                createdAt: '2026-11-26T10:00:00.000Z',
                locale: 'en',
              },
            },
            201,
          )
        : undefined,
    );
    const { screen, location } = await renderSignUp();
    await fillIn(screen);

    await expect.element(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(api.requests[0]?.body).toMatchObject({
      email: 'amina@example.com',
      username: 'amina@example.com',
      password: 'Safari2026',
      acceptedTerms: TERMS_VERSION,
    });
    expect(api.requests[0]?.body).not.toHaveProperty('acceptTerms');
    expect(api.requests[0]?.body).not.toHaveProperty('confirmPassword');
    await expect.element(screen.getByTestId('elsewhere')).toBeVisible();
    expect(location().pathname).toBe('/checkout');
  });

  it('puts an address already registered under the e-mail field', async () => {
    fakeApi(() => refuse(409, { message: AUTH_MESSAGES.emailExists, errorCode: AUTH_ERROR_CODES.emailExists }));
    const { screen } = await renderSignUp();
    await fillIn(screen);

    const email = screen.getByRole('textbox', { name: /Email/ });
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByText(AUTH_MESSAGES.emailExists).first()).toBeVisible();
    await expect.element(screen.getByRole('button', { name: /Create Account & Pay/ })).toBeEnabled();
  });
});
