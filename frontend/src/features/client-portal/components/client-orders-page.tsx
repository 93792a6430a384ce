import { Badge, Container, Group } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Order } from '../../../api/orders';
import { NextStep } from '../../../components/empty-state';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { OrderNumber } from '../../../components/order-number';
import { OrderStatusBadge } from '../../../components/order-status';
import { PageHeader } from '../../../components/page-header';
import { useLocalPage } from '../../../components/use-local-page';
import { formatsFor } from '../../../lib/format';
import { useClientOrders } from '../api/client-portal-api';
import { useLiveClientOrders } from '../hooks/use-live-client-orders';
import { CLIENT_PORTAL } from '../messages';
import { LinkRequests } from './link-requests';
import { YourProviders } from './your-providers';

/**
 * docs/product.md §2.6 Orders list (/client/{client_id}): the client's orders, 10 per page
 * (docs/product.md §2.5); live, so a status the provider changes shows without a reload. Above
 * them, in the client's own portal, the providers asking to add the client and, with several, the
 * providers to leave.
 */
export function ClientOrdersPage({ moreColumns = [] }: { moreColumns?: ListColumn<Order>[] } = {}) {
  const { t } = useTranslation(CLIENT_PORTAL);
  const clientId = useParams().clientId!;
  const navigate = useNavigate();
  const { data, isPending } = useClientOrders(clientId);
  useLiveClientOrders(clientId);
  const { pageRows, pagination } = useLocalPage(data);
  const columns: ListColumn<Order>[] = [
    { header: t('orders.columns.orderId'), render: (order) => <OrderNumber order={order} /> },
    // The portal cannot read the provider's settings: the default formats.
    { header: t('orders.columns.date'), render: (order) => formatsFor().date(order.created_at) },
    { header: t('orders.columns.provider'), render: (order) => order.provider?.name ?? '—' },
    {
      header: t('orders.columns.status'),
      // Held over the credit limit: said in the list too (its page says why); on a phone both
      // badges at the card's top right, beside its number.
      card: 'badge',
      render: (order) => (
        <Group gap={6} wrap="wrap">
          <OrderStatusBadge order={order} />
          {order.hold && !order.cancelled ? (
            <Badge color="orange" variant="light">
              {t('orders.onHold')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    // Who placed it, once a signed-in buyer has placed any (features/buyers, by the route).
    ...moreColumns,
  ];

  return (
    <Container component="section" size="lg">
      <PageHeader title={t('orders.title')} count={data?.length} />
      <LinkRequests clientId={clientId} />
      <YourProviders clientId={clientId} />
      <ListTable
        label={t('orders.label')}
        columns={columns}
        rows={pageRows}
        rowKey={(order) => order.id}
        loading={isPending}
        onRowClick={(order) => navigate(`/client/${clientId}/order/${order.id}`)}
        empty={t('orders.empty')}
        emptyIcon={IconReceipt}
        emptyAction={<NextStep label={t('orders.placeOrder')} to={`/client/${clientId}/order`} />}
        pagination={pagination}
      />
    </Container>
  );
}
