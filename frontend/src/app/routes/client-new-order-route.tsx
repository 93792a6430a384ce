import { lazy, Suspense } from 'react';
import type { CartAction } from '../../features/order-form/components/checkout';

/**
 * Request a quote, loaded once a cart shows it: the New order page's own chunks (preloaded with
 * the page, see vite.config.ts) stay as they are, and a buyer who never opens the cart never
 * downloads it.
 */
const RequestQuoteButton = lazy(() =>
  import('../../features/quotes/components/request-quote-button').then((module) => ({
    default: module.RequestQuoteButton,
  })),
);

/**
 * The portal New order page's cart action (issue 37, part 7): Request a quote beside Create. The
 * order form and the quotes are features of their own, composed here.
 */
export const quoteCartAction: CartAction = ({ clientKey, providerId, lines, clear }) => (
  <Suspense fallback={null}>
    <RequestQuoteButton
      clientKey={clientKey}
      providerId={providerId}
      lines={lines.map((line) => ({ product_id: line.id, quantity: line.quantity }))}
      onRequested={clear}
    />
  </Suspense>
);
