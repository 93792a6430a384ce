import { Container } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { refusalOf, useSession } from '../../../lib/session';
import { ORDERS_PAGE_SIZE, useOrdersPage } from '../api/orders-api';
import { canPlaceOrders } from '../permissions';
import { OrdersTable } from './orders-table';

/**
 * Spec 2.7 Orders: the provider's orders, 50 per page, with a plus button to the new order page
 * (disabled without orders:create). A failed load leaves the list empty (spec 8).
 */
export function OrdersPage() {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const session = useSession();
  const [page, setPage] = useState(0);
  const { data, isPending } = useOrdersPage(providerId, page);

  return (
    <Container component="section" size="lg">
      <PageHeader
        title="Orders"
        addLabel="New order"
        onAdd={() => navigate(`/provider/${providerId}/order`)}
        addDisabled={!canPlaceOrders(session, providerId)}
        addDisabledReason={refusalOf(session, providerId, 'orders:create')}
      />
      <OrdersTable
        providerId={providerId}
        data={data}
        loading={isPending}
        page={page}
        pageSize={ORDERS_PAGE_SIZE}
        onPageChange={setPage}
        empty="Add your first order using the plus button in the top-right corner."
      />
    </Container>
  );
}
