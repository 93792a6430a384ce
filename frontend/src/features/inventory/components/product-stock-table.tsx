import { type ListColumn, ListTable } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { type ProductStockEntry, useProductStock } from '../api/inventory-api';
import { ExplainBalance } from './explain-balance';

/**
 * Product detail's Inventory block (docs/product.md §2.7): the product's stock by location; a Total
 * opens the changes that made it (issue 18, Explain this balance).
 */
export function ProductStockTable({
  providerId,
  productId,
}: {
  providerId: string;
  productId: string;
}) {
  const { data, isPending } = useProductStock(providerId, productId);
  const columns: ListColumn<ProductStockEntry>[] = [
    { header: 'Location', render: (entry) => entry.location_name },
    { header: 'Committed', render: (entry) => entry.committed_stock, numeric: true },
    // Only when some location awaits a transfer: no empty column for those who do not transfer.
    ...(data?.some((entry) => (entry.in_transit_stock ?? 0) > 0)
      ? [
          {
            header: 'In transit',
            render: (entry: ProductStockEntry) => entry.in_transit_stock ?? 0,
            numeric: true,
          },
        ]
      : []),
    {
      header: 'Total',
      numeric: true,
      render: (entry) => (
        <ExplainBalance
          providerId={providerId}
          productId={productId}
          locationId={entry.location_id}
          label={`the total at ${entry.location_name}`}
          figure="total"
        >
          {entry.current_stock + entry.committed_stock}
        </ExplainBalance>
      ),
    },
  ];
  return (
    <SectionCard title="Inventory">
      <ListTable
        columns={columns}
        rows={data}
        rowKey={(entry) => entry.location_id}
        loading={isPending}
        empty="This product has no inventory recorded yet."
        skeletonRows={2}
      />
    </SectionCard>
  );
}
