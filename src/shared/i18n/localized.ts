/**
 * A table of texts whose every entry is read from its message when it is read, so it is in the language of that
 * moment: the page's in the browser, the request's on the server (docs/decisions/055-kiswahili.md). Call sites
 * keep reading `STATUS_MESSAGES[404]` as before.
 */
export function localized<T extends Record<PropertyKey, () => string | readonly string[]>>(
  messages: T,
): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const texts = {};
  for (const key of Reflect.ownKeys(messages)) {
    const message = messages[key as keyof T]!;
    Object.defineProperty(texts, key, { get: () => message(), enumerable: true });
  }
  return texts as { readonly [K in keyof T]: ReturnType<T[K]> };
}
