import { ActionIcon, Box, Flex, Group, Menu, Text, Title } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../api/orders';
import { OrderNumber } from '../../../components/order-number';
import { OrderStatusBadge, transactionTypeLabel } from '../../../components/order-status';
import type { Formats } from '../../../lib/format';
import { ORDERS } from '../messages';
import { OrderActionButton, type OrderActionsState } from './order-actions';
import { orderTotals } from './order-line-items';

export interface OrderHeaderProps {
  order: Order;
  /** How the total and the day are written (the provider's locale; en-US for the client). */
  fmt: Formats;
  /** The page's actions; none on the print sheet. */
  actions: OrderActionsState | null;
  /** Beside the actions: what another feature offers on this order (the buyer's Order again). */
  extra?: ReactNode;
}

/** A figure of one width per digit, on one line. */
const FIGURE = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * What the order page says first: the type and number as the title (docs/product.md §2.8: "Order
 * #1004", "In MV-1002"), the status badge (ORDER only), the day it was created, its total, and
 * the next step for this member as the one primary button, with the other actions in a menu
 * beside it (the same handlers as the Actions block). On a phone the total and the buttons go
 * on a line of their own under the title.
 */
export function OrderHeader({ order, fmt, actions, extra }: OrderHeaderProps) {
  const { t } = useTranslation(ORDERS);
  const typeLabel = transactionTypeLabel(order.transaction_type);
  const isOrder = order.transaction_type === 'ORDER';
  const main = actions?.main ?? null;
  // The menu holds what the Actions block offers besides the main step, as far as this member
  // may take it; a refused action says why in the Actions block.
  const more = (actions?.actions ?? []).filter(
    (action) => action.key !== main?.key && !action.refusal,
  );
  const totals = orderTotals(order);
  // An order's total as the server reckons it (tax included); a movement counts units.
  const total = isOrder
    ? fmt.money(order.totals?.total ?? totals.price, order.currency)
    : t('unitsFormatted', { count: totals.quantity, quantity: fmt.number(totals.quantity) });

  return (
    <Flex
      component="header"
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'flex-end' }}
      gap="sm"
      mb="md"
    >
      <Box miw={0}>
        <Group gap="xs" align="center" wrap="wrap">
          <Title order={1} size="h2">
            {`${typeLabel} `}
            <OrderNumber order={order} />
          </Title>
          {isOrder ? <OrderStatusBadge order={order} /> : null}
        </Group>
        <Text c="dimmed" size="sm" mt={4}>
          {t('header.created', { date: fmt.dateTime(order.created_at) })}
        </Text>
      </Box>
      {/* On a narrow phone the actions go under the total rather than past the edge. */}
      <Group gap="md" justify="space-between" wrap="wrap" align="flex-end">
        <Box ta={{ base: 'left', sm: 'right' }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('header.total')}
          </Text>
          <Text size="xl" fw={700} lh={1.2} style={FIGURE}>
            {total}
          </Text>
        </Box>
        {main || more.length > 0 || extra ? (
          <Group gap="xs" wrap="nowrap">
            {extra}
            {main ? <OrderActionButton action={main} look="filled" /> : null}
            {more.length > 0 ? <MoreActions actions={more} /> : null}
          </Group>
        ) : null}
      </Group>
    </Flex>
  );
}

/** The other actions, in a menu under a dots button. */
function MoreActions({ actions }: { actions: OrderActionsState['actions'] }) {
  const { t } = useTranslation(ORDERS);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size={36} aria-label={t('header.moreActions')}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => {
          const Icon = action.icon;
          const common = {
            leftSection: <Icon size={16} />,
            color: action.look === 'danger' ? 'red' : undefined,
            disabled: action.disabled,
          };
          return action.href ? (
            <Menu.Item
              key={action.key}
              {...common}
              component="a"
              href={action.href}
              target="_blank"
              rel="noopener"
            >
              {action.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={action.key} {...common} onClick={action.run}>
              {action.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
