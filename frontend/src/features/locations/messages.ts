import { catalog } from '../../i18n';
import en from '../../locales/en/locations.json';

/** The Locations screens' texts: frontend/src/locales/<language>/locations.json. */
export const LOCATIONS = catalog('locations', en);
