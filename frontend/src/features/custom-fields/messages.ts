import { catalog } from '../../i18n';
import en from '../../locales/en/custom-fields.json';

/** The custom fields screens' texts: frontend/src/locales/<language>/custom-fields.json. */
export const CUSTOM_FIELDS = catalog('custom-fields', en);
