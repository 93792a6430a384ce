import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { USER_LANGUAGES } from '../../../modules/identity/domain/language';
import en from '../locales/en/index';
import fr from '../locales/fr/index';
import { LANGUAGES, pickLanguage } from './languages';

type Texts = { [key: string]: string | Texts };

/** Every text of a namespace, by its dotted key. */
function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The keys a language must have for English's: a plural takes that language's own forms. */
function expectedKeys(english: Map<string, string>, language: string): Set<string> {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    const base = key.replace(PLURAL, '');
    if (base !== key && english.has(`${base}_other`))
      for (const form of forms) keys.add(`${base}_${form}`);
    else keys.add(key);
  }
  return keys;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?([\w-]+)\s*\/?>/g)].map((m) => m[0]).sort();

/** HTML's void elements: react-i18next renders a tag of that name without its words. */
const VOID_ELEMENTS = new Set(
  'area base br col embed hr img input link meta param source track wbr'.split(' '),
);

const catalogs: Record<string, Record<string, Texts>> = { en, fr };

describe('the message catalogs', () => {
  it('has a catalog for every language the picker offers and the server accepts', () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual([...USER_LANGUAGES]);
    expect(Object.keys(catalogs).sort()).toEqual([...USER_LANGUAGES].sort());
  });

  describe.each(Object.keys(en))('namespace %s', (namespace) => {
    const english = flatten(en[namespace as keyof typeof en] as Texts);

    it('has no empty English text', () => {
      expect([...english].filter(([, text]) => text.trim() === '')).toEqual([]);
    });

    it('wraps words in no tag that HTML keeps empty (react-i18next would render <link> bare)', () => {
      const voids = [...english].filter(([, text]) =>
        tags(text).some((tag) => VOID_ELEMENTS.has(tag.replace(/[</>\s]/g, ''))),
      );
      expect(voids).toEqual([]);
    });

    it.each(LANGUAGES.filter(({ code }) => code !== 'en').map(({ code }) => code))(
      'is translated whole into %s: the same keys, placeholders and tags',
      (language) => {
        const translated = flatten(catalogs[language][namespace] as Texts);
        const expected = expectedKeys(english, language);
        expect([...expected].filter((key) => !translated.has(key))).toEqual([]);
        expect([...translated.keys()].filter((key) => !expected.has(key))).toEqual([]);
        const differences = [...translated].flatMap(([key, text]) => {
          const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other')) ?? '';
          const same =
            text.trim() !== '' &&
            JSON.stringify(placeholders(text)) === JSON.stringify(placeholders(source)) &&
            JSON.stringify(tags(text)) === JSON.stringify(tags(source));
          return same ? [] : [{ key, source, text }];
        });
        expect(differences).toEqual([]);
      },
    );
  });

  it('registers every feature namespace in exactly one messages module', () => {
    const features = join(__dirname, '..', 'features');
    const registered = readdirSync(features).flatMap((feature) => {
      try {
        const source = readFileSync(join(features, feature, 'messages.ts'), 'utf8');
        return [...source.matchAll(/catalog\(\s*'([\w-]+)'/g)].map((m) => m[1]);
      } catch {
        return [];
      }
    });
    expect(registered.sort()).toEqual(
      Object.keys(en)
        .filter((ns) => ns !== 'common')
        .sort(),
    );
  });
});

describe('the language a person first sees', () => {
  it("takes the first of the browser's languages the app speaks, by its primary subtag", () => {
    expect(pickLanguage(['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(pickLanguage(['en-GB', 'fr'])).toBe('en');
  });

  it('falls back to English when the app speaks none of them', () => {
    expect(pickLanguage(['de', 'ja'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
    expect(pickLanguage([null, undefined, ''])).toBe('en');
  });
});
