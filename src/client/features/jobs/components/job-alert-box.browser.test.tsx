import { describe, expect, it } from 'vitest';
import type { ParsedResume } from '../../../../shared/schemas/documents';
import { emptyProfile } from '../../../../shared/schemas/profile';
import { fakeApi, ok, type FakeRequest } from '../../../test-support/fake-api';
import { renderPage } from '../../../test-support/render-page';
import { EMPTY_FILTERS, type JobFilters } from '../job-filters';
import { JobAlertBox } from './job-alert-box';

// The /jobs subscribe box (docs/product.md#job-alerts) in a real browser: it starts from what the site knows (the
// account's e-mail, the search, else My profile's latest job title and Canadian province), every field stays
// editable, and what is sent is what the form shows. The calls are answered by the contract-checked fake API
// (src/client/test-support/fake-api.ts says why a fake).

const EMAIL = 'wanjiru.kamau@example.com';

function savedProfile(location: string): ParsedResume {
  const profile = emptyProfile();
  return {
    ...profile,
    personalInfo: { ...profile.personalInfo, firstName: 'Wanjiru', lastName: 'Kamau', location },
    workExperience: [
      { position: 'Nursing Aide', company: 'Kikuyu Mission Hospital', location: 'Kikuyu', duration: '2012 – 2014', achievements: [] },
      {
        position: 'Staff Nurse',
        company: 'Nyeri County Referral Hospital',
        location: 'Nyeri',
        duration: 'Jan 2019 – To date',
        achievements: [],
      },
    ],
  };
}

/** A signed-in, paid member whose GET /api/profile answers `profile` (null: none saved); alerts are accepted. */
function member(profile: ParsedResume | null) {
  return fakeApi(({ method, path }: FakeRequest) => {
    if (path === '/api/auth/status') return ok('authStatus', { authenticated: true, isPaidMember: true });
    if (path === '/api/auth/me')
      return ok('me', {
        success: true,
        user: {
          id: 'u1',
          firstName: 'Wanjiru',
          lastName: 'Kamau',
          email: EMAIL,
          username: EMAIL,
          phone: null,
          emailVerified: true,
          isPaidMember: true,
          membershipExpiresAt: null,
          createdAt: '2026-01-01T00:00:00.000Z',
          locale: 'en',
        },
      });
    if (path === '/api/profile')
      return ok('memberProfile', {
        success: true,
        profile: profile ?? emptyProfile(),
        saved: profile !== null,
        draft: null,
        updatedAt: profile ? '2026-11-01T00:00:00.000Z' : null,
      });
    if (method === 'POST' && path === '/api/job-alerts')
      return ok('message', { success: true, message: 'Check your e-mail to confirm your job alert.' }, 202);
    return undefined;
  });
}

const renderBox = (filters: JobFilters = EMPTY_FILTERS) => renderPage(<JobAlertBox filters={filters} />, { path: '/jobs' });
const sentAlert = (requests: FakeRequest[]) => requests.find((request) => request.method === 'POST')?.body;

describe('JobAlertBox', () => {
  it("starts from My profile: the account's e-mail, the job held now and the province of a Canadian location", async () => {
    const api = member(savedProfile('Calgary, AB'));
    const { screen } = await renderBox();
    await expect.element(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue(EMAIL);
    await expect.element(screen.getByRole('textbox', { name: /Job title or keywords/ })).toHaveValue('Staff Nurse');
    await expect.element(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('Alberta');
    await expect.element(screen.getByText('From your latest job in My profile. Change it as you like.')).toBeVisible();

    await screen.getByRole('button', { name: 'Subscribe' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Check your e-mail to confirm your job alert.');
    expect(sentAlert(api.requests)).toEqual({ email: EMAIL, search: 'Staff Nurse', province: 'Alberta' });
    // The profile was read from the server into memory only (docs/decisions/038).
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toMatch(/Kamau|Nurse|wanjiru|Calgary/i);
  });

  it('lets the member change what was filled in, and sends what they chose', async () => {
    const api = member(savedProfile('Calgary, Alberta'));
    const { screen } = await renderBox();
    const keywords = screen.getByRole('textbox', { name: /Job title or keywords/ });
    await expect.element(keywords).toHaveValue('Staff Nurse');
    await keywords.fill('Personal support worker');
    await screen.getByRole('combobox', { name: 'Province' }).selectOptions('All Provinces');
    await screen.getByRole('button', { name: 'Subscribe' }).click();
    await expect.element(screen.getByRole('status')).toBeVisible();
    expect(sentAlert(api.requests)).toEqual({ email: EMAIL, search: 'Personal support worker' });
  });

  it('puts the search on screen first; a Kenyan location gives no province', async () => {
    const api = member(savedProfile('Nyeri, Kenya'));
    const { screen } = await renderBox({ ...EMPTY_FILTERS, search: 'welder', category: 'Construction', lmiaOnly: true });
    await expect.element(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue(EMAIL);
    await expect.element(screen.getByRole('textbox', { name: /Job title or keywords/ })).toHaveValue('welder');
    await expect.element(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('');
    await screen.getByRole('button', { name: 'Subscribe' }).click();
    await expect.element(screen.getByRole('status')).toBeVisible();
    expect(sentAlert(api.requests)).toEqual({ email: EMAIL, search: 'welder', category: 'Construction', lmiaOnly: true });
  });

  it('without a saved profile the words and province start empty', async () => {
    member(null);
    const { screen } = await renderBox();
    await expect.element(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue(EMAIL);
    await expect.element(screen.getByRole('textbox', { name: /Job title or keywords/ })).toHaveValue('');
    await expect.element(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('');
  });
});
