import type { Locale } from '../../../shared/i18n/locale';
import type { Deps } from '../../lib/deps';
import { setUserLocale } from '../auth/service';

/**
 * The language a member chose with the switch is kept on the account too, so that it follows them to another
 * device and the e-mails are written in it (docs/decisions/058-choosing-the-language.md). This feature owns no
 * table: the column is the account's (auth).
 */
export async function rememberMemberLocale(deps: Deps, userId: string, locale: Locale): Promise<void> {
  await setUserLocale(deps.db, userId, locale);
}
