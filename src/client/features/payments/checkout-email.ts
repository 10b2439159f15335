/** Whom the checkout charges when nothing says otherwise; the server refuses it (docs/product.md#checkout). */
export const GUEST_EMAIL = 'guest';

/**
 * The `email` query parameter, else the e-mail stored at sign-up, else 'guest' (docs/product.md#checkout). The signed-in
 * member's e-mail comes before 'guest' (docs/product.md#d5-signed-in-navigation): the payment prompt of the access gate links here
 * without a parameter, and a member who signed in on another device has nothing stored.
 */
export function resolveCheckoutEmail(sources: {
  query: string | null;
  stored: string | null;
  signedIn: string | null | undefined;
}): string {
  for (const candidate of [sources.query, sources.stored, sources.signedIn]) {
    const email = candidate?.trim();
    if (email) return email;
  }
  return GUEST_EMAIL;
}
