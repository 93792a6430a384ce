import { catalog } from '../../i18n';
import en from '../../locales/en/assistant.json';

/**
 * The assistant panel's own texts (its answers come from the server, as they are):
 * frontend/src/locales/<language>/assistant.json.
 */
export const ASSISTANT = catalog('assistant', en);
