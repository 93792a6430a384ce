import type { ParseKeys } from 'i18next';
import { catalog } from '../../i18n';
import en from '../../locales/en/credit.json';

/** Terms, credit and payments' texts: frontend/src/locales/<language>/credit.json. */
export const CREDIT = catalog('credit', en);

/** A message key of the credit screens. */
export type CreditKey = ParseKeys<typeof CREDIT>;
