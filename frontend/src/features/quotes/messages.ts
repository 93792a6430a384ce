import type { ParseKeys } from 'i18next';
import { catalog } from '../../i18n';
import en from '../../locales/en/quotes.json';

/** The quotes screens' texts: frontend/src/locales/<language>/quotes.json. */
export const QUOTES = catalog('quotes', en);

/** A message key of the quotes screens. */
export type QuotesKey = ParseKeys<typeof QUOTES>;
