import { catalog } from '../../i18n';
import en from '../../locales/en/api-keys.json';

/** The API keys screen's texts: frontend/src/locales/<language>/api-keys.json. */
export const API_KEYS = catalog('api-keys', en);
