import { catalog } from '../../i18n';
import en from '../../locales/en/clients.json';

/** The clients screens' texts: frontend/src/locales/<language>/clients.json. */
export const CLIENTS = catalog('clients', en);
