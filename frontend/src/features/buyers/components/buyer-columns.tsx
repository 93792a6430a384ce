import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../../components/list-table';
import type { Buyer } from '../api/buyers-api';

/**
 * A client's buyers as the staff's and the portal's team lists show them: who (the email under
 * the name), their role (and whether they approve orders), their order limit. Three columns, so
 * they read well in the half-width Buyers block of a client's page.
 */
export function buyerColumns(
  t: TFunction<'buyers'>,
  money: (amount: number) => string,
  you?: string | null,
): ListColumn<Buyer>[] {
  return [
    {
      header: t('staff.columns.name'),
      render: (buyer) => (
        <>
          <Text inherit span display="block">
            {you && buyer.id === you ? `${buyer.name} (${t('team.you')})` : buyer.name}
          </Text>
          <Text
            size="xs"
            c="dimmed"
            fw={400}
            span
            display="block"
            style={{ overflowWrap: 'anywhere' }}
          >
            {buyer.email}
          </Text>
        </>
      ),
      card: 'title',
    },
    {
      header: t('staff.columns.role'),
      // Plain words: a badge's capitals are cut short in a narrow column.
      render: (buyer) => (
        <>
          {t(`roles.${buyer.role}`)}
          {buyer.approver ? (
            <Text size="xs" c="dimmed" span display="block">
              {t('staff.approves')}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      header: t('staff.columns.limit'),
      render: (buyer) =>
        buyer.order_limit === null ? t('staff.noLimit') : money(buyer.order_limit),
      numeric: true,
    },
  ];
}
