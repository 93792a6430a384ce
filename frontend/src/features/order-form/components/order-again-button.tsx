import { Button } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Order } from '../../../api/orders';
import { notifySuccess } from '../../../lib/notify';
import { addToCart, cartStorageKey, readCart, writeCart } from '../cart';
import { deviceStorage } from '../hooks/use-saved-cart';
import { ORDER_FORM } from '../messages';

/**
 * The buyer orders a past order again: its lines go into the cart kept on this device (on top of
 * what is there), and the New order page opens with them. That page reads the cart against what
 * may be ordered now, and lists each line it had to drop or lower (useSavedCart): nothing is
 * dropped without a word.
 */
export function OrderAgainButton({ clientKey, order }: { clientKey: string; order: Order }) {
  const { t } = useTranslation(ORDER_FORM);
  const navigate = useNavigate();
  if (order.transaction_type !== 'ORDER' || order.line_items.length === 0) return null;

  function orderAgain() {
    const key = cartStorageKey(clientKey, order.provider.id);
    const storage = deviceStorage();
    const lines = order.line_items.map((line) => ({
      id: line.product.id,
      name: line.product.name,
      quantity: line.quantity,
    }));
    writeCart(storage, key, addToCart(readCart(storage, key), lines));
    notifySuccess(t('orderAgain.added', { number: order.number }));
    navigate(`/client/${clientKey}/order?provider=${encodeURIComponent(order.provider.id)}`);
  }

  return (
    <Button
      variant="light"
      leftSection={<IconRepeat size={16} aria-hidden="true" />}
      onClick={orderAgain}
    >
      {t('orderAgain.label')}
    </Button>
  );
}
