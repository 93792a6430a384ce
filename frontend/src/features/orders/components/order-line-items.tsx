import { Table, Text } from '@mantine/core';
import type { Order } from '../../../api/orders';
import { NUMERIC } from '../../../components/list-table';
import { lotsText } from '../../../components/lots-text';
import { formatPrice } from '../../../components/price-text';
import { ProductNameCell } from '../../../components/product-name-cell';
import { TableScroll } from '../../../components/table-scroll';

/** docs/product.md §9: the order total is rounded to 2 decimals. */
export function orderTotals(order: Order): { quantity: number; price: number } {
  let quantity = 0;
  let price = 0;
  for (const item of order.line_items) {
    quantity += item.quantity;
    price += item.quantity * (item.price ?? 0);
  }
  return { quantity, price: Math.round(price * 100) / 100 };
}

/**
 * The Details table of docs/product.md §2.8: Product (photo and name), Quantity, Price for an
 * ORDER, and a totals row with the total quantity and (for an ORDER) the total price.
 */
export function OrderLineItems({ order }: { order: Order }) {
  const withPrice = order.transaction_type === 'ORDER';
  const totals = orderTotals(order);
  return (
    <TableScroll minWidth={360}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th style={NUMERIC}>Quantity</Table.Th>
            {withPrice ? <Table.Th style={NUMERIC}>Price</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.line_items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <ProductNameCell
                  product={{ name: item.product.name, photo: item.product.photo, thumbnail: null }}
                />
                {lotsText(item) ? (
                  <Text size="xs" c="dimmed">
                    {lotsText(item)}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td style={NUMERIC}>{item.quantity}</Table.Td>
              {withPrice ? <Table.Td style={NUMERIC}>{formatPrice(item.price)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={600}>
            <Table.Td>Total</Table.Td>
            <Table.Td style={NUMERIC}>{totals.quantity}</Table.Td>
            {withPrice ? <Table.Td style={NUMERIC}>{formatPrice(totals.price)}</Table.Td> : null}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
  );
}
