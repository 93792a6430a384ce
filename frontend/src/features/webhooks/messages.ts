import { catalog } from '../../i18n';
import en from '../../locales/en/webhooks.json';

/** The webhooks screen's texts: frontend/src/locales/<language>/webhooks.json. */
export const WEBHOOKS = catalog('webhooks', en);
