import { catalog } from '../../i18n';
import en from '../../locales/en/counts.json';

/** The stock counts screens' texts: frontend/src/locales/<language>/counts.json. */
export const COUNTS = catalog('counts', en);
