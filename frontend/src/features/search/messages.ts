import { catalog } from '../../i18n';
import en from '../../locales/en/search.json';

/** The command palette's texts: frontend/src/locales/<language>/search.json. */
export const SEARCH = catalog('search', en);
