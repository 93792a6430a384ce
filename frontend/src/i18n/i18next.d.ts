import 'i18next';
import type en from '../locales/en/index';

// Message keys are checked against the English catalog: `t('orders:no.such.key')` does not
// compile, and neither does a namespace that does not exist.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}
