import { ProviderOrderFormPage } from '../../order-form/components/provider-order-form-page';

/**
 * The provider's New order screen (spec 2.7, New order / movement): client, location, product
 * filters and the shared order form. The route checks orders:create first (new-order-route).
 */
export function NewOrderPage() {
  return <ProviderOrderFormPage type="ORDER" />;
}
