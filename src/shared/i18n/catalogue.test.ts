import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';

/**
 * Nothing left untranslated (docs/decisions/055-kiswahili.md): every message exists in every language, with
 * the same parameters, and none is empty. A message may read the same in both languages only when it is
 * listed in SAME_IN_EVERY_LANGUAGE (a name, a figure), so a copied English text is caught.
 */

type Variant = { declarations?: string[]; selectors?: string[]; match?: Record<string, string> };
type Message = string | Variant[];

const SAME_IN_EVERY_LANGUAGE = new Set<string>([]);

const messagesDir = path.join(import.meta.dirname, 'messages');
/** The catalogues' areas, a folder each (docs/i18n/conventions.md); `common` holds the texts older than them. */
const AREAS = fs
  .readdirSync(messagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const areaFile = (area: string, locale: string): Record<string, Message> => {
  const { $schema: _schema, ...messages } = JSON.parse(fs.readFileSync(path.join(messagesDir, area, `${locale}.json`), 'utf8')) as Record<
    string,
    Message
  >;
  return messages;
};
/** Every area's messages of a language, as one catalogue. */
const catalogue = (locale: string): Record<string, Message> => Object.assign({}, ...AREAS.map((area) => areaFile(area, locale)));

/** `{name}` placeholders of a text; `input count` declarations of a message with variants. */
function parametersOf(message: Message): string[] {
  const names = new Set<string>();
  const texts = typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match ?? {}));
  for (const text of texts) for (const [, name] of text.matchAll(/\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g)) names.add(name!);
  if (typeof message !== 'string') {
    for (const variant of message)
      for (const declaration of variant.declarations ?? []) {
        const input = /^input\s+([A-Za-z_][A-Za-z0-9_]*)$/.exec(declaration.trim());
        if (input) names.add(input[1]!);
      }
  }
  // Locals a message declares (`local countPlural = …`) are its own, not the caller's.
  if (typeof message !== 'string')
    for (const variant of message)
      for (const declaration of variant.declarations ?? []) {
        const local = /^local\s+([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(declaration.trim());
        if (local) names.delete(local[1]!);
      }
  return [...names].sort();
}

/** The `<name>` tags a text marks for RichText, which every translation must keep (in any order). */
const tagsOf = (message: Message) =>
  [...new Set(textsOf(message).flatMap((text) => [...text.matchAll(/<([a-z][a-zA-Z0-9]*)>/g)].map(([, name]) => name!)))].sort();

const textsOf = (message: Message) =>
  typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match ?? {}));

const base = catalogue('en');

describe('the message catalogues', () => {
  it('has messages to check', () => {
    expect(Object.keys(base).length).toBeGreaterThan(0);
  });

  it('names each message after its area, and no name twice', () => {
    const seen = new Map<string, string>();
    for (const area of AREAS) {
      const settings = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'project.inlang', 'settings.json'), 'utf8')) as {
        'plugin.inlang.messageFormat': { pathPattern: string[] };
      };
      expect(settings['plugin.inlang.messageFormat'].pathPattern, `settings.json does not read the ${area} folder`).toContain(
        `./messages/${area}/{locale}.json`,
      );
      for (const key of Object.keys(areaFile(area, 'en'))) {
        if (area !== 'common') expect(key.startsWith(`${area}_`), `${area}/en.json: ${key} does not start with ${area}_`).toBe(true);
        expect(seen.get(key), `${key} is in both ${seen.get(key)} and ${area}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });

  it('names in the review list (docs/i18n/review.md) messages that exist', () => {
    const review = fs.readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'docs', 'i18n', 'review.md'), 'utf8');
    const names = [...review.matchAll(/`([a-z][a-z0-9]*_[a-z0-9_*]+)`/g)].map(([, name]) => name!);
    expect(names.length).toBeGreaterThan(50);
    const keys = Object.keys(base);
    const stale = names.filter((name) => {
      const pattern = new RegExp(`^${name.replaceAll('*', '[a-z0-9_]*')}$`);
      return !keys.some((key) => pattern.test(key));
    });
    expect(stale, 'review.md names messages that no catalogue has').toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has every English message and no other', (locale) => {
    const other = catalogue(locale);
    expect(Object.keys(other).sort(), `messages missing from or extra in ${locale}.json`).toEqual(Object.keys(base).sort());
  });

  it.each(LOCALES)('%s: every message takes the same parameters as in English, and none is empty', (locale) => {
    const other = catalogue(locale);
    for (const [key, message] of Object.entries(base)) {
      const translated = other[key];
      if (translated === undefined) continue;
      expect(parametersOf(translated), `${locale}.json ${key}: parameters`).toEqual(parametersOf(message));
      expect(tagsOf(translated), `${locale}.json ${key}: <tags> (client/lib/rich-text.tsx)`).toEqual(tagsOf(message));
      for (const text of textsOf(translated)) expect(text.trim(), `${locale}.json ${key} is empty`).not.toBe('');
    }
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s: no message is the English text copied', (locale) => {
    const other = catalogue(locale);
    const copied = Object.keys(base).filter(
      (key) => !SAME_IN_EVERY_LANGUAGE.has(key) && JSON.stringify(other[key]) === JSON.stringify(base[key]),
    );
    expect(copied, `${locale}.json: these read exactly as in English`).toEqual([]);
  });
});
