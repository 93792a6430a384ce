import i18next, { type Namespace as I18nNamespace } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import type enCatalog from '../locales/en/index';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_KEY,
  type Language,
  pickLanguage,
} from './languages';

export { isLanguage, LANGUAGE_KEY, LANGUAGES, type Language, pickLanguage } from './languages';

/** A namespace of the catalog: one per feature, plus `common` for the shared components. */
export type Namespace = keyof typeof enCatalog & I18nNamespace;

/**
 * The app's one i18next instance. English is the source language: `common` is here from the
 * start, and each feature adds its namespace as its code loads (`catalog`). Another language
 * loads whole, as one chunk, before the app shows it (`useLanguage`).
 */
export const i18n = i18next.createInstance();

i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'fr'],
  defaultNS: 'common',
  ns: ['common'],
  resources: { en: { common: enCommon } },
  // Resources are given, not fetched: ready at once, so the first render has its texts.
  initAsync: false,
  // React escapes what it renders; escaping here too would show "&amp;" for "&".
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnEmptyString: false,
});

/**
 * Adds a feature's English texts under its namespace (once) and answers the namespace, for
 * `useTranslation(namespace)`: a feature's `messages.ts` calls it with its JSON, so whatever
 * imports the namespace has its texts registered first.
 */
export function catalog<N extends Namespace>(namespace: N, english: (typeof enCatalog)[N]): N {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, english);
  return namespace;
}

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: object }>> = {
  fr: () => import('../locales/fr/index'),
};
const loaded = new Set<Language>(['en']);

/** Loads a language's every namespace (once). */
async function load(language: Language): Promise<void> {
  if (loaded.has(language) || language === 'en') return;
  const { default: namespaces } = await loaders[language]();
  for (const [namespace, texts] of Object.entries(namespaces))
    i18n.addResourceBundle(language, namespace, texts, true, true);
  loaded.add(language);
}

/** Shows the app in `language`, once its texts have loaded; the page's `lang` follows. */
export async function showLanguage(language: Language): Promise<void> {
  await load(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  // (No document in the unit specs, which switch languages too.)
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language this device last picked, if any. */
export function deviceLanguage(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers a pick on this device, for the screens before sign-in. */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage may be full or blocked; the pick still holds for this visit.
  }
}

/**
 * The language to open the app in: the signed-in user's own choice, else this device's last
 * pick, else the first of the browser's languages the app speaks, else English.
 */
export function startingLanguage(userLanguage: string | null | undefined): Language {
  if (isLanguage(userLanguage)) return userLanguage;
  return deviceLanguage() ?? pickLanguage(navigator.languages ?? [navigator.language]);
}
