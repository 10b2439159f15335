import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { BASE_LOCALE, preferredLocale, type Locale } from '../../shared/i18n/locale';
import { overwriteServerAsyncLocalStorage } from '../../shared/i18n/paraglide/runtime.js';

/**
 * The server answers in the request's language (docs/product.md#languages): the app's own pages send the page's
 * language as Accept-Language on every call, any other client gets the language its header prefers among ours,
 * English otherwise. Each request runs in an AsyncLocalStorage that Paraglide's `getLocale()` reads, so every
 * message function called while answering — in an error, a service, a schema's message — speaks that language
 * without the language being passed down (docs/decisions/055-kiswahili.md).
 */
// Paraglide's store type (its locale optional); ours always sets it.
const storage = new AsyncLocalStorage<{ locale?: Locale }>();
overwriteServerAsyncLocalStorage(storage);

export function registerRequestLocale(app: FastifyInstance) {
  // A callback hook, so that the rest of the request — later hooks, the handler, the error handler — runs
  // inside `storage.run`.
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ locale: preferredLocale(request.headers['accept-language']) ?? BASE_LOCALE }, done);
  });
}

/**
 * Runs `work` in `locale` rather than the request's: a link from an e-mail names its member's language, which
 * its page speaks whatever the browser prefers (lib/email-link-page.ts).
 */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return storage.run({ locale }, work);
}
