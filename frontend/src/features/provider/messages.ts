import { catalog } from '../../i18n';
import en from '../../locales/en/provider.json';

/** The provider screens' frame texts (menu, header, page errors): frontend/src/locales/<language>/provider.json. */
export const PROVIDER = catalog('provider', en);
