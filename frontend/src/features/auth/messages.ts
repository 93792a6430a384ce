import { catalog } from '../../i18n';
import en from '../../locales/en/auth.json';

/** The sign-in screens' texts: frontend/src/locales/<language>/auth.json. */
export const AUTH = catalog('auth', en);
