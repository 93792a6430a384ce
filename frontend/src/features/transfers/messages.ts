import type { ParseKeys } from 'i18next';
import { catalog } from '../../i18n';
import en from '../../locales/en/transfers.json';

/** The transfers screens' texts: frontend/src/locales/<language>/transfers.json. */
export const TRANSFERS = catalog('transfers', en);

/** A message key of the transfers screens. */
export type TransfersKey = ParseKeys<typeof TRANSFERS>;
