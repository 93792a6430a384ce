import { catalog } from '../../i18n';
import en from '../../locales/en/landing.json';

/** The landing page's texts: frontend/src/locales/<language>/landing.json. */
export const LANDING = catalog('landing', en);
