import { Card, Center, Container, Loader, Select, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useClientProviders } from '../../../api/client-providers';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import {
  money,
  type OrderFormProduct,
  type OrderLine,
  useClientProducts,
  usePlaceOrder,
} from '../api/order-form-api';
import { OrderForm } from './order-form';

const NOTHING_TO_ORDER = 'There are no products available to order right now.';

/** docs/product.md §5, client portal: without a default location the provider has to act. */
const NO_LOCATION = 'Please reach out to your provider, a default location is missing.';

/**
 * docs/product.md §2.6 New order (/client/{client_id}/order): a provider selector only when the
 * client has more than one provider (one is selected automatically), then the order form with stock
 * enforced. On success the new order opens.
 */
export function ClientNewOrderPage() {
  const clientId = useParams().clientId!;
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string | null>(null);
  const providers = useClientProviders(clientId);
  const links = (providers.data ?? []).filter((link) => link.active);
  const providerId = links.length === 1 ? links[0].provider.id : chosen;
  const offer = useClientProducts(clientId, providerId);
  const placing = usePlaceOrder('client');

  const location = offer.data?.location ?? null;
  const products: OrderFormProduct[] = (offer.data?.products ?? []).map((product) => ({
    id: product.id,
    name: product.name,
    photo: product.photo,
    thumbnail: product.thumbnail ?? null,
    prices: product.prices?.length
      ? product.prices.slice(0, 1)
      : [{ price: product.price, label: `${money(product.price)} (Default)` }],
    available: product.available,
  }));
  const orderable = products.filter(
    (product) => product.available == null || product.available > 0,
  );

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
    notifySuccess('The order has been created.');
    navigate(`/client/${clientId}/order/${order.id}`);
  }

  let body: ReactNode;
  if (providers.isPending || (providerId && offer.isPending)) {
    body = (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  } else if (links.length === 0 || (offer.isSuccess && orderable.length === 0)) {
    body = (
      <Text c="dimmed" py="md">
        {NOTHING_TO_ORDER}
      </Text>
    );
  } else if (providerId && offer.isSuccess) {
    body = (
      <Card withBorder padding="md">
        <OrderForm
          key={providerId}
          products={orderable}
          showPrice
          enforceStock
          check={() => (location ? null : NO_LOCATION)}
          onSubmit={place}
        />
      </Card>
    );
  } else {
    body = null;
  }

  return (
    <Container component="section" size="lg">
      <PageHeader title="New order" />
      {links.length > 1 ? (
        <Select
          label="Provider"
          placeholder="Select a provider"
          data={links.map((link) => ({ value: link.provider.id, label: link.provider.name }))}
          value={chosen}
          onChange={setChosen}
          mb="md"
          maw={360}
        />
      ) : null}
      {body}
    </Container>
  );
}
