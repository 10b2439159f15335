import { useEffect } from 'react';
import { getLocale } from '../../shared/i18n/paraglide/runtime.js';
import { useCurrentUser } from './auth/use-current-user';
import { hasLanguageCookie, languageHref, shouldFollowMember } from './language';

// Once per page load: a member who chose on this page stays where they chose.
let followChecked = false;

/**
 * The language follows the member: on a page load where the account's language is not the page's and this
 * device has made no choice (no `lang` cookie), the page is loaded again in the member's language, which also
 * sets the cookie. After a sign-in the sign-in form does the same.
 */
export function useFollowMemberLanguage() {
  const { user, isPending } = useCurrentUser();
  useEffect(() => {
    if (followChecked || isPending) return;
    followChecked = true;
    if (!user || !shouldFollowMember(user.locale, getLocale(), hasLanguageCookie(document.cookie))) return;
    window.location.assign(languageHref(user.locale, `${window.location.pathname}${window.location.search}`));
  }, [user, isPending]);
}
