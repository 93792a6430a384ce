import type { TFunction } from 'i18next';
import type { ListColumn } from '../../../components/list-table';
import type { Buyer } from '../api/buyers-api';

/** A client's buyers as the staff's and the portal's team lists show them. */
export function buyerColumns(
  t: TFunction<'buyers'>,
  money: (amount: number) => string,
  you?: string | null,
): ListColumn<Buyer>[] {
  return [
    {
      header: t('staff.columns.name'),
      render: (buyer) =>
        you && buyer.id === you ? `${buyer.name} (${t('team.you')})` : buyer.name,
      card: 'title',
    },
    {
      header: t('staff.columns.email'),
      render: (buyer) => <span style={{ overflowWrap: 'anywhere' }}>{buyer.email}</span>,
    },
    {
      header: t('staff.columns.role'),
      // Plain words: a badge's capitals are cut short in a narrow column.
      render: (buyer) => t(`roles.${buyer.role}`),
    },
    {
      header: t('staff.columns.limit'),
      render: (buyer) =>
        buyer.order_limit === null ? t('staff.noLimit') : money(buyer.order_limit),
      numeric: true,
    },
    {
      header: t('staff.columns.approver'),
      render: (buyer) => (buyer.approver ? t('staff.yes') : t('staff.no')),
    },
  ];
}
