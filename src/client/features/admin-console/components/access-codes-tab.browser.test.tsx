import { describe, expect, it } from 'vitest';
import { ADMIN_CONSOLE_MESSAGES as M } from '../../../../shared/messages';
import { fakeApi, ok } from '../../../test-support/fake-api';
import { renderPage } from '../../../test-support/render-page';
import { CONSOLE_TEXTS as T } from '../console-texts';
import { AccessCodesTab } from './access-codes-tab';

// Issuing a humanitarian access code (docs/product.md#issuing-humanitarian-codes) in a real browser: the fields are
// checked with the server's rules before anything is sent, and a valid form sends the body the server expects.
// The admin API is answered by the contract-checked fake API (src/client/test-support/fake-api.ts says why).

const noCodes = ok('accessCodes', { success: true, codes: [] });

describe('AccessCodesTab', () => {
  it('refuses a bad e-mail and a bad number of days beside their fields, and sends nothing', async () => {
    const api = fakeApi(({ method }) => (method === 'GET' ? noCodes : undefined));
    const { screen } = await renderPage(<AccessCodesTab />);
    await screen.getByRole('textbox', { name: /E-mail/ }).fill('not-an-address');
    await screen.getByRole('spinbutton', { name: T.codes.validDays }).fill('400');
    await screen.getByRole('button', { name: T.codes.issue }).click();

    await expect.element(screen.getByText(T.codes.validDaysError)).toBeVisible();
    await expect.element(screen.getByRole('spinbutton', { name: T.codes.validDays })).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends the trimmed e-mail, the note and the days, shows the code once and empties the form', async () => {
    const api = fakeApi(({ method }) =>
      method === 'GET'
        ? noCodes
        : ok('issuedAccessCode', { success: true, code: 'MB-7KQ2-93XA', expiresAt: '2027-02-24T10:00:00.000Z' }, 201),
    );
    const { screen } = await renderPage(<AccessCodesTab />);
    await screen.getByRole('textbox', { name: /E-mail/ }).fill('  amina@example.com ');
    await screen.getByRole('textbox', { name: /Note/ }).fill('Refugee support referral');
    await screen.getByRole('spinbutton', { name: T.codes.validDays }).fill('30');
    await screen.getByRole('button', { name: T.codes.issue }).click();

    await expect.element(screen.getByTestId('issued-access-code')).toHaveTextContent('MB-7KQ2-93XA');
    await expect.element(screen.getByText(M.codeIssued, { exact: true }).first()).toBeVisible();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/admin/humanitarian-codes',
        body: { email: 'amina@example.com', note: 'Refugee support referral', expiresInDays: 30 },
      },
    ]);
    await expect.element(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('');
    await expect.element(screen.getByRole('spinbutton', { name: T.codes.validDays })).toHaveValue(90);
  });
});
