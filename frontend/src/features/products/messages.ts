import { catalog } from '../../i18n';
import en from '../../locales/en/products.json';

/** The products screens' texts: frontend/src/locales/<language>/products.json. */
export const PRODUCTS = catalog('products', en);
