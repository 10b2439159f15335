import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedResume } from '../../../shared/schemas/documents';
import { emptyProfile } from '../../../shared/schemas/profile';
import { checkoutStateSchema } from '../../../shared/schemas/payments';
import { signIn, signUp, signUpMember } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * docs/product.md#checkout: the M-Pesa form starts with a number the member gave already: My profile's Kenyan
 * mobile first, else the account's, written as the field expects ("0712 345 678"); nothing when neither is one.
 */
describe('the checkout starts the M-Pesa form with a number the member already gave', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const origin = () => new URL(t.config.publicUrl).origin;
  const checkout = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/payments/checkout', headers: cookie ? { cookie } : {} });
  const mpesaPhoneOf = async (cookie: string) => {
    const response = await checkout(cookie);
    expect(response.statusCode, response.body).toBe(200);
    return checkoutStateSchema.parse(response.json()).mpesaPhone;
  };
  const profileWithPhone = (phone: string): ParsedResume => {
    const profile = emptyProfile();
    return { ...profile, personalInfo: { ...profile.personalInfo, firstName: 'Wanjiru', lastName: 'Kamau', phone } };
  };
  const saveProfile = async (cookie: string, profile: ParsedResume) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      payload: profile,
      headers: { cookie, origin: origin() },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it("is refused signed out, like the rest of the checkout's state", async () => {
    expect((await checkout()).statusCode).toBe(401);
  });

  it("a member who has no profile yet gets the account's phone, as the field writes it", async () => {
    const { payload } = await signUp(t.app, { phone: '+254 712 345 678' });
    const { cookie } = await signIn(t.app, payload.email);
    expect(await mpesaPhoneOf(cookie)).toBe('0712 345 678');
  });

  it("My profile's Kenyan mobile comes first, whichever way it was written (07…, 01…, +2547…, +2541…)", async () => {
    const { cookie } = await signUpMember(t.app, { phone: '+254 712 345 678' });
    for (const [written, shown] of [
      ['0722111222', '0722 111 222'],
      ['0110 222 333', '0110 222 333'],
      ['+254 733 444 555', '0733 444 555'],
      ['+254-111-222-333', '0111 222 333'],
    ] as const) {
      await saveProfile(cookie, profileWithPhone(written));
      expect(await mpesaPhoneOf(cookie)).toBe(shown);
    }
  });

  it("a profile number that is no Kenyan mobile is passed over for the account's; neither gives nothing", async () => {
    const withAccountPhone = await signUpMember(t.app, { phone: '+254 712 345 678' });
    await saveProfile(withAccountPhone.cookie, profileWithPhone('+1 416 555 0100'));
    expect(await mpesaPhoneOf(withAccountPhone.cookie)).toBe('0712 345 678');

    const withCanadianPhones = await signUpMember(t.app, { phone: '+1 416 555 0199' });
    await saveProfile(withCanadianPhones.cookie, profileWithPhone('+1 416 555 0100'));
    expect(await mpesaPhoneOf(withCanadianPhones.cookie)).toBeNull();

    await saveProfile(withCanadianPhones.cookie, profileWithPhone(''));
    expect(await mpesaPhoneOf(withCanadianPhones.cookie)).toBeNull();
  });
});
