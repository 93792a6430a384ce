import { Container } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ExportCsvButton } from '../../../components/csv-actions';
import { NextStep } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session';
import { ORDERS_PAGE_SIZE, useOrdersPage } from '../api/orders-api';
import { canPlaceOrders, placeOrderRefusal } from '../permissions';
import { OrdersTable } from './orders-table';

/**
 * docs/product.md §2.7 Orders: the provider's orders, 50 per page, with a plus button to the new
 * order page (disabled for a member who may not place orders). A failed load leaves the list empty
 * (docs/product.md §8).
 */
export function OrdersPage() {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const session = useSession();
  const [page, setPage] = useState(0);
  const { data, isPending } = useOrdersPage(providerId, page);
  const newOrder = `/provider/${providerId}/order`;
  const mayOrder = canPlaceOrders(session, providerId);

  return (
    <Container component="section" size="lg">
      <PageHeader
        title="Orders"
        count={data?.total}
        addLabel="New order"
        onAdd={() => navigate(newOrder)}
        addDisabled={!mayOrder}
        addDisabledReason={placeOrderRefusal(session, providerId)}
        actions={
          <ExportCsvButton path={`/provider/${providerId}/orders/export.csv`} noun="orders" />
        }
      />
      <OrdersTable
        providerId={providerId}
        data={data}
        loading={isPending}
        page={page}
        pageSize={ORDERS_PAGE_SIZE}
        onPageChange={setPage}
        empty="Add your first order using the plus button in the top-right corner."
        emptyIcon={IconReceipt}
        emptyAction={mayOrder ? <NextStep label="Take an order" to={newOrder} /> : null}
      />
    </Container>
  );
}
