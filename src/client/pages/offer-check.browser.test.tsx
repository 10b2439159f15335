import { describe, expect, it } from 'vitest';
import { OFFER_CHECK_MESSAGES } from '../../shared/messages';
import { OFFER_EMPLOYER_CAVEATS, OFFER_NEXT_STEPS } from '../../shared/offer-check-copy';
import { ERROR_CODES } from '../../shared/error-codes';
import { OFFER_CHECK, type OfferCheckResponse } from '../../shared/schemas/offer-check';
import { offerCheckPrefillState, provinceCodeOf } from '../lib/offer-check-prefill';
import { fakeApi, ok, refuse } from '../test-support/fake-api';
import { renderPage } from '../test-support/render-page';
import { OfferCheckPage } from './offer-check';

// The /offer-check page (docs/product.md#offer-check) in a real browser: what is sent (a POST, never the address),
// the form's bounds, the answer with a stranger's words shown as text, focus for screen readers, the refusals, and
// the member's pre-fill through navigation state. The API's answers come from the contract-checked fake API.

const MESSAGE = 'Lipa ada ya usajili ya KSh 10,000 kupitia M-Pesa namba 0712 345 678 (John).';
/** A quote as a scammer might write it: markup must reach the page as text, never as elements. */
const HOSTILE_QUOTE = 'Pay <img src=x onerror="window.hacked=1"> KSh 10,000';

const SCAM: OfferCheckResponse = {
  success: true,
  verdict: 'likely-scam',
  flags: [
    { kind: 'fee', quote: HOSTILE_QUOTE, explanation: 'The employer pays the LMIA fee, by law.' },
    { kind: 'personal-payment', quote: 'M-Pesa namba 0712 345 678 (John)', explanation: 'A personal number is not an employer.' },
  ],
  employer: {
    query: 'Highline Produce',
    matches: [
      {
        name: 'Highline Produce Limited',
        city: 'Leamington',
        province: 'ON',
        quarters: ['Jan–Mar 2025', 'Jul–Sep 2024'],
        occupations: ['85100 Livestock labourers'],
        agreement: 'Approved for this occupation in this province.',
      },
    ],
  },
  nextSteps: [...OFFER_NEXT_STEPS],
};

const message = (screen: Awaited<ReturnType<typeof renderPage>>['screen']) =>
  screen.getByRole('textbox', { name: 'Paste the message, e-mail or offer letter' });
const submit = (screen: Awaited<ReturnType<typeof renderPage>>['screen']) => screen.getByRole('button', { name: 'Check this offer' });

describe('/offer-check', () => {
  it('sends nothing without something to check, or with a message over 20,000 characters', async () => {
    const api = fakeApi(() => undefined);
    const { screen } = await renderPage(<OfferCheckPage />, { path: '/offer-check' });

    await submit(screen).click();
    await expect.element(screen.getByText(OFFER_CHECK_MESSAGES.nothingToCheck)).toBeVisible();
    await expect.element(message(screen)).toHaveAttribute('aria-invalid', 'true');

    // Pasting more is not cut short (a flag near the end must not be lost): the count and the error say so.
    await message(screen).fill('a'.repeat(OFFER_CHECK.textMax + 1));
    await expect.element(screen.getByText('20,001 of 20,000 characters.')).toBeVisible();
    await submit(screen).click();
    await expect.element(screen.getByText(OFFER_CHECK_MESSAGES.textTooLong)).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  it('posts the message alone, shows the verdict, the flags as text and the employer, and starts again', async () => {
    const api = fakeApi((request) => (request.path === '/api/offer-check' ? ok('offerCheck', SCAM) : undefined));
    const { screen, location } = await renderPage(<OfferCheckPage />, { path: '/offer-check' });

    await message(screen).fill(MESSAGE);
    await submit(screen).click();

    const verdict = screen.getByRole('heading', { level: 2, name: 'Likely a scam' });
    await expect.element(verdict).toHaveFocus();
    // A POST with the message in its body; the empty fields are left out, and the address never changes.
    expect(api.requests).toEqual([{ method: 'POST', path: '/api/offer-check', body: { text: MESSAGE } }]);
    expect(location().pathname + location().search).toBe('/offer-check');

    await expect.element(screen.getByRole('heading', { name: '2 red flags' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'A fee asked of you' })).toBeVisible();
    await expect.element(screen.getByText(`“${HOSTILE_QUOTE}”`)).toBeVisible();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    await expect.element(screen.getByText('Highline Produce Limited')).toBeVisible();
    await expect.element(screen.getByText('Leamington, ON')).toBeVisible();
    await expect.element(screen.getByText('Jan–Mar 2025, Jul–Sep 2024')).toBeVisible();
    await expect.element(screen.getByText(OFFER_EMPLOYER_CAVEATS.onListIsNotProof)).toBeVisible();
    await expect.element(screen.getByText(OFFER_EMPLOYER_CAVEATS.absenceIsNotProof)).toBeVisible();

    const tipLine = screen.getByRole('link', { name: /1-866-602-9448/ });
    await expect.element(tipLine).toHaveAttribute('target', '_blank');
    await expect.element(tipLine).toHaveAttribute('rel', 'noopener noreferrer');

    await screen.getByRole('button', { name: 'Check another' }).click();
    await expect.element(message(screen)).toHaveValue('');
    await expect.element(message(screen)).toHaveFocus();
  });

  it('says "Nothing suspicious found" without calling the offer genuine', async () => {
    fakeApi(() =>
      ok('offerCheck', { success: true, verdict: 'nothing-found', flags: [], employer: null, nextSteps: [...OFFER_NEXT_STEPS] }),
    );
    const { screen } = await renderPage(<OfferCheckPage />, { path: '/offer-check' });
    await screen.getByRole('textbox', { name: /Employer/ }).fill('Highline Produce');
    await submit(screen).click();
    await expect.element(screen.getByRole('heading', { name: 'Nothing suspicious found' })).toHaveFocus();
    await expect.element(screen.getByText(/That does not prove the offer is genuine/)).toBeVisible();
  });

  it("shows the envelope's message for a refusal, its field errors under the fields, our own words for a failure, and keeps the typing", async () => {
    let answer = refuse(429, { message: 'Too many checks: wait a minute and try again.', errorCode: ERROR_CODES.rateLimited });
    fakeApi(() => answer);
    const { screen } = await renderPage(<OfferCheckPage />, { path: '/offer-check' });

    await message(screen).fill(MESSAGE);
    await submit(screen).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Too many checks: wait a minute and try again.');
    await expect.element(message(screen)).toHaveValue(MESSAGE);

    answer = refuse(400, {
      message: 'Invalid request',
      errorCode: ERROR_CODES.validation,
      details: { employer: 'Each field has at most 200 characters' },
    });
    await submit(screen).click();
    await expect.element(screen.getByText('Each field has at most 200 characters')).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: /Employer/ })).toHaveFocus();

    answer = refuse(500, { message: 'Internal error', errorCode: ERROR_CODES.internal });
    await submit(screen).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent(OFFER_CHECK_MESSAGES.checkFailed);
    await expect.element(message(screen)).toHaveValue(MESSAGE);
  });

  it('takes the employer, job title and province a member arrives with, and puts the cursor in the message box', async () => {
    const state = offerCheckPrefillState({
      employer: 'Prairie Freight',
      occupation: 'Long-haul truck driver',
      province: provinceCodeOf('Saskatchewan'),
    });
    const { screen } = await renderPage(<OfferCheckPage />, { path: '/offer-check', state });
    await expect.element(screen.getByRole('textbox', { name: /Employer/ })).toHaveValue('Prairie Freight');
    await expect.element(screen.getByRole('textbox', { name: /Occupation/ })).toHaveValue('Long-haul truck driver');
    await expect.element(screen.getByRole('combobox', { name: /Province/ })).toHaveValue('SK');
    await expect.element(message(screen)).toHaveFocus();
  });

  it('reads a province by code or name, and ignores navigation state it does not know', async () => {
    expect([provinceCodeOf('on'), provinceCodeOf('Newfoundland and Labrador'), provinceCodeOf('Kenya'), provinceCodeOf('')]).toEqual([
      'ON',
      'NL',
      '',
      '',
    ]);
    const { screen } = await renderPage(<OfferCheckPage />, { path: '/offer-check', state: { offerCheck: 'forged' } });
    await expect.element(screen.getByRole('textbox', { name: /Employer/ })).toHaveValue('');
    await expect.element(message(screen)).not.toHaveFocus();
  });
});
