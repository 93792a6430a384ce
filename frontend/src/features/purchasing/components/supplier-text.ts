import type { TFunction } from 'i18next';
import type { PaymentTerms } from '../api/suppliers-api';

/** Payment terms as the screens say them; none: not set. */
export function termsText(terms: PaymentTerms | null | undefined, t: TFunction<'purchasing'>) {
  return terms ? t(`terms.${terms}`) : t('terms.none');
}
