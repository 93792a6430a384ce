import { Alert, Card, Center, Container, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useClientProviders } from '../../../api/client-providers';
import { PageHeader } from '../../../components/page-header';
import { Busy } from '../../../components/page-loader';
import { formatsFor } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import {
  type OrderFormProduct,
  type OrderLine,
  priceNote,
  useClientProducts,
  usePlaceOrder,
} from '../api/order-form-api';
import { useSavedCart } from '../hooks/use-saved-cart';
import { ORDER_FORM } from '../messages';
import { CHECKOUT_BAR_ROOM } from './checkout';
import { OrderForm, PHONE } from './order-form';

/**
 * docs/product.md §2.6 New order (/client/{client_id}/order): a provider selector only when the
 * client has more than one provider (one is selected automatically), then the order form with stock
 * enforced. On success the new order opens. The provider chosen is kept in the address
 * (`?provider=`), so the portal's header names it and a reload keeps it; the quantities are kept
 * on the device (useSavedCart) until the order is placed.
 */
export function ClientNewOrderPage() {
  const { t } = useTranslation(ORDER_FORM);
  const clientId = useParams().clientId!;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const providers = useClientProviders(clientId);
  const links = (providers.data ?? []).filter((link) => link.active);
  const asked = params.get('provider');
  const chosen = links.some((link) => link.provider.id === asked) ? asked : null;
  const providerId = links.length === 1 ? links[0].provider.id : chosen;
  const offer = useClientProducts(clientId, providerId);
  const placing = usePlaceOrder('client');

  const location = offer.data?.location ?? null;
  // Amounts in the provider's currency, written as the rest of the portal writes them (en-US);
  // the labels keep the spec's "price (note)".
  const shop = links.find((link) => link.provider.id === providerId)?.shop;
  const formats = formatsFor(undefined, shop?.currency);
  const products: OrderFormProduct[] = (offer.data?.products ?? []).map((product) => ({
    id: product.id,
    name: product.name,
    photo: product.photo,
    thumbnail: product.thumbnail ?? null,
    sku: product.sku ?? null,
    prices: (product.prices?.length
      ? product.prices.slice(0, 1)
      : [{ price: product.price, note: 'Default' }]
    ).map(({ price, note }) => ({
      price,
      label: t('prices.option', { price: formats.money(price), note: priceNote(note, t) }),
    })),
    available: product.available,
  }));
  const orderable = products.filter(
    (product) => product.available == null || product.available > 0,
  );
  const cart = useSavedCart(clientId, providerId, offer.isSuccess ? products : undefined);
  // On a phone the products are cards already: no card around them.
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });

  async function place(lines: OrderLine[], notes: string | null) {
    if (!providerId) return;
    const order = await placing.mutateAsync({
      providerId,
      clientId,
      locationId: location?.id ?? null,
      transaction_type: 'ORDER',
      // The server applies the client's price.
      products: lines.map(({ id, quantity }) => ({ id, quantity })),
      notes,
    });
    cart.clear();
    notifySuccess(t('toasts.created'));
    navigate(`/client/${clientId}/order/${order.id}`);
  }

  let body: ReactNode;
  if (providers.isPending || (providerId && offer.isPending)) {
    body = (
      <Center py="xl">
        <Busy />
      </Center>
    );
  } else if (links.length === 0 || (offer.isSuccess && orderable.length === 0)) {
    body = (
      <Text c="dimmed" py="md">
        {t('empty.nothingToOrder')}
      </Text>
    );
  } else if (providerId && offer.isSuccess) {
    const form = (
      <OrderForm
        key={providerId}
        products={orderable}
        showPrice
        enforceStock
        // docs/product.md §5, client portal: without a default location the provider has to act.
        check={() => (location ? null : t('checks.noDefaultLocation'))}
        onSubmit={place}
        cart
        quantities={cart.quantities}
        onQuantitiesChange={cart.update}
        formats={formats}
      />
    );
    body = (
      // The room below keeps the fixed checkout bar off the form's end.
      <Stack gap="md" pb={CHECKOUT_BAR_ROOM}>
        {cart.notices.length > 0 ? (
          <Alert
            color="yellow"
            title={t('portal.cartChanged')}
            withCloseButton
            closeButtonLabel={t('portal.dismiss')}
            onClose={cart.dismissNotices}
          >
            <Stack gap={4}>
              {cart.notices.map((notice) => (
                <Text key={notice} size="sm">
                  {notice}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        {phone ? (
          form
        ) : (
          <Card withBorder padding="md">
            {form}
          </Card>
        )}
      </Stack>
    );
  } else {
    body = null;
  }

  return (
    <Container component="section" size="lg">
      <PageHeader title={t('portal.title')} />
      {links.length > 1 ? (
        <Select
          label={t('portal.provider.label')}
          placeholder={t('portal.provider.placeholder')}
          data={links.map((link) => ({ value: link.provider.id, label: link.provider.name }))}
          value={chosen}
          onChange={(value) => setParams(value ? { provider: value } : {}, { replace: true })}
          mb="md"
          maw={360}
        />
      ) : null}
      {body}
    </Container>
  );
}
