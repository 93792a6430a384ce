import { catalog } from '../../i18n';
import en from '../../locales/en/settings.json';

/** The business settings screen's texts: frontend/src/locales/<language>/settings.json. */
export const SETTINGS = catalog('settings', en);
