import { m } from './paraglide/messages.js';

/**
 * Words joined as a sentence lists them, in the language of the moment: "a", "a and b", "a, b and c" — "a, b na c"
 * in Kiswahili. One way for every list a page, an answer or a report writes (generated documents, in English for
 * Canadian readers, have their own: document-engine/write/phrasing.ts).
 */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return m.list_and({ head: items.slice(0, -1).join(', '), last: items.at(-1)! });
}
