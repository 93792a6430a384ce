import { catalog } from '../../i18n';
import en from '../../locales/en/client-portal.json';

/** The client portal's texts: frontend/src/locales/<language>/client-portal.json. */
export const CLIENT_PORTAL = catalog('client-portal', en);
