import { catalog } from '../../i18n';
import en from '../../locales/en/team.json';

/** The team screen's texts: frontend/src/locales/<language>/team.json. */
export const TEAM = catalog('team', en);
