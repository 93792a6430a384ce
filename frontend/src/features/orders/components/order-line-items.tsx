import { Box, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../api/orders';
import { NUMERIC } from '../../../components/list-table';
import { lotsText } from '../../../components/lots-text';
import { ProductNameCell } from '../../../components/product-name-cell';
import { TableScroll } from '../../../components/table-scroll';
import { formatsFor } from '../../../lib/format';
import { ORDERS } from '../messages';
import { backordered } from '../shipping';

/**
 * docs/product.md §9: the order total is rounded to 2 decimals. An ORDER's units shipped so far
 * and backordered (still to ship) are added up too.
 */
export function orderTotals(order: Order): {
  quantity: number;
  price: number;
  shipped: number;
  backordered: number;
} {
  let quantity = 0;
  let price = 0;
  let shipped = 0;
  let waiting = 0;
  for (const item of order.line_items) {
    quantity += item.quantity;
    price += item.quantity * (item.price ?? 0);
    shipped += item.shipped ?? 0;
    waiting += backordered(order, item);
  }
  return { quantity, price: Math.round(price * 100) / 100, shipped, backordered: waiting };
}

/**
 * A price or total in the order's currency, as `locale` writes it (default: en-US); an unknown
 * price shows a dash.
 */
function moneyOf(order: Order, locale: string | undefined) {
  return formatsFor(locale, order.currency).money;
}

/**
 * The Total row's amount: the order's total as the server reckons it (tax included, the figure
 * the totals under the table end on), else the lines added up here.
 */
function totalOf(order: Order, totals: { price: number }): number | string {
  return order.totals?.total ?? totals.price;
}

/**
 * The Details table of docs/product.md §2.8: Product (photo and name), Quantity, Price for an
 * ORDER, and a totals row with the total quantity and (for an ORDER) the total price. An ORDER
 * also shows each line's units Shipped so far and Backordered (ordered, not shipped yet, none
 * once complete or cancelled); on a phone, where its five columns do not fit, as stacked rows.
 */
export function OrderLineItems({ order, locale }: { order: Order; locale?: string }) {
  if (order.transaction_type !== 'ORDER') return <LineItemsTable order={order} locale={locale} />;
  return (
    <>
      <Box visibleFrom="xs">
        <LineItemsTable order={order} locale={locale} />
      </Box>
      <Box hiddenFrom="xs">
        <StackedLineItems order={order} locale={locale} />
      </Box>
    </>
  );
}

function LineItemsTable({ order, locale }: { order: Order; locale: string | undefined }) {
  const isOrder = order.transaction_type === 'ORDER';
  const totals = orderTotals(order);
  const money = moneyOf(order, locale);
  const { t } = useTranslation(ORDERS);
  return (
    // A movement's two columns fit a phone: only an ORDER's five need the room (and stack there).
    <TableScroll minWidth={isOrder ? 520 : undefined}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lines.product')}</Table.Th>
            <Table.Th style={NUMERIC}>{t('lines.quantity')}</Table.Th>
            {isOrder ? (
              <>
                <Table.Th style={NUMERIC}>{t('lines.shipped')}</Table.Th>
                <Table.Th style={NUMERIC}>{t('lines.backordered')}</Table.Th>
                <Table.Th style={NUMERIC}>{t('lines.price')}</Table.Th>
              </>
            ) : null}
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
                    {lotsText(item, formatsFor(locale).date)}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td style={NUMERIC}>{item.quantity}</Table.Td>
              {isOrder ? (
                <>
                  <Table.Td style={NUMERIC}>{item.shipped ?? 0}</Table.Td>
                  <Table.Td style={NUMERIC}>{backordered(order, item)}</Table.Td>
                  <Table.Td style={NUMERIC}>{money(item.price)}</Table.Td>
                </>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={600}>
            <Table.Td>{t('lines.total')}</Table.Td>
            <Table.Td style={NUMERIC}>{totals.quantity}</Table.Td>
            {isOrder ? (
              <>
                <Table.Td style={NUMERIC}>{totals.shipped}</Table.Td>
                <Table.Td style={NUMERIC}>{totals.backordered}</Table.Td>
                <Table.Td style={NUMERIC}>{money(totalOf(order, totals))}</Table.Td>
              </>
            ) : null}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
  );
}

const FIGURE = { fontVariantNumeric: 'tabular-nums' } as const;
const ROW_RULE = { borderBottom: '1px solid var(--mantine-color-default-border)' } as const;

/** An ORDER's lines on a phone: each product with its price over its three figures. */
function StackedLineItems({ order, locale }: { order: Order; locale: string | undefined }) {
  const totals = orderTotals(order);
  const money = moneyOf(order, locale);
  const { t } = useTranslation(ORDERS);
  return (
    <Stack gap={0}>
      {order.line_items.map((item) => (
        <Box key={item.id} py="sm" style={ROW_RULE}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <ProductNameCell
              product={{ name: item.product.name, photo: item.product.photo, thumbnail: null }}
            />
            <Text size="sm" style={NUMERIC}>
              {money(item.price)}
            </Text>
          </Group>
          {lotsText(item) ? (
            <Text size="xs" c="dimmed" mt={4}>
              {lotsText(item, formatsFor(locale).date)}
            </Text>
          ) : null}
          <Figures
            quantity={item.quantity}
            shipped={item.shipped ?? 0}
            backordered={backordered(order, item)}
          />
        </Box>
      ))}
      <Box py="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" fw={600}>
            {t('lines.total')}
          </Text>
          {/* The server's totals follow right below: the amount is said there, once. */}
          {order.totals ? null : (
            <Text size="sm" fw={600} style={NUMERIC}>
              {money(totalOf(order, totals))}
            </Text>
          )}
        </Group>
        <Figures {...totals} />
      </Box>
    </Stack>
  );
}

/** Quantity, Shipped and Backordered side by side, each label over its figure. */
function Figures(figures: { quantity: number; shipped: number; backordered: number }) {
  const { t } = useTranslation(ORDERS);
  const items: [string, number][] = [
    [t('lines.quantity'), figures.quantity],
    [t('lines.shipped'), figures.shipped],
    [t('lines.backordered'), figures.backordered],
  ];
  return (
    <SimpleGrid component="dl" cols={3} spacing="xs" mt="xs" mb={0}>
      {items.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={FIGURE}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
