import { catalog } from '../../i18n';
import en from '../../locales/en/movements.json';

/** The Movements screen's texts: frontend/src/locales/<language>/movements.json. */
export const MOVEMENTS = catalog('movements', en);
