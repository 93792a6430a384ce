import { catalog } from '../../i18n';
import en from '../../locales/en/inventory.json';

/** The Inventory screens' texts (view, adjust mode, a product's stock): frontend/src/locales/<language>/inventory.json. */
export const INVENTORY = catalog('inventory', en);
