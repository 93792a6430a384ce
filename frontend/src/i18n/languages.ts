/**
 * The languages the app speaks, each named in itself (the picker shows "Français" to a reader
 * of French whatever the language on screen). English is complete and holds the product
 * specification's texts verbatim; every other language translates the whole English catalog
 * (frontend/src/i18n/catalog.unit.spec.ts checks it key by key).
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
] as const;

/** Where this device remembers the last language picked, for the screens before sign-in. */
export const LANGUAGE_KEY = 'stockflow.language';

export type Language = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.code === value);
}

/**
 * The first language of `preferred` (a user's choice, then the browser's list, such as
 * `navigator.languages`) that the app speaks, matched on the primary subtag ("fr-CA" is "fr").
 */
export function pickLanguage(preferred: readonly (string | null | undefined)[]): Language {
  for (const tag of preferred) {
    const primary = tag?.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
