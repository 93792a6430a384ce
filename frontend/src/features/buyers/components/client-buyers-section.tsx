import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../../components/add-button';
import { ConfirmFacts, confirmAction } from '../../../components/confirm';
import { ListTable } from '../../../components/list-table';
import { SectionCard } from '../../../components/section-card';
import { useDrawer } from '../../../components/use-drawer';
import { failureText } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import { type Buyer, useClientBuyers, useStaffBuyerAction } from '../api/buyers-api';
import { BUYERS } from '../messages';
import { buyerColumns } from './buyer-columns';
import { BuyerFormModal } from './buyer-form-modal';

/**
 * The Buyers block of a client's page (issue 37, company accounts): the people who order for
 * the client in its portal, each signing in with an emailed link. Staff who may place orders
 * invite, change and remove them (a buyer orders as the client, as the link's holder does).
 */
export function ClientBuyersSection({
  providerId,
  clientId,
}: {
  providerId: string;
  clientId: string;
}) {
  const { t } = useTranslation(BUYERS);
  const { data: buyers, isPending } = useClientBuyers(providerId, clientId);
  const action = useStaffBuyerAction(providerId, clientId);
  const refusal = useRefusal(
    providerId,
    'POST /api/provider/{provider_id}/client/{client_id}/buyers',
  );
  const fmt = useFormats(providerId);
  const modal = useDrawer<Buyer | null>();

  async function remove(buyer: Buyer) {
    const confirmed = await confirmAction(t('confirmRemove.title', { name: buyer.name }), {
      confirmLabel: t('confirmRemove.confirm'),
      danger: true,
      detail: <ConfirmFacts facts={[t('confirmRemove.detail')]} />,
    });
    if (!confirmed) return;
    try {
      await action.mutateAsync({ kind: 'remove', id: buyer.id });
      modal.close();
      notifySuccess(t('toasts.removed', { name: buyer.name }));
    } catch (error) {
      notifyError(failureText(error));
    }
  }

  return (
    <SectionCard
      title={t('staff.title')}
      actions={
        <AddButton
          label={t('staff.invite')}
          size="md"
          variant="light"
          onClick={() => modal.open(null)}
          disabledReason={refusal}
        />
      }
    >
      <ListTable
        columns={buyerColumns(t, (amount) => fmt.money(amount))}
        rows={buyers}
        rowKey={(buyer) => buyer.id}
        loading={isPending}
        onRowClick={refusal ? undefined : modal.open}
        empty={t('staff.empty')}
        emptyIcon={IconUsers}
        skeletonRows={2}
      />
      {modal.state ? (
        <BuyerFormModal
          key={modal.state.key}
          buyer={modal.state.value}
          onClose={modal.close}
          onSubmit={async (fields) => {
            const editing = modal.state?.value;
            if (editing) {
              const { email: _email, ...change } = fields;
              await action.mutateAsync({ kind: 'update', id: editing.id, fields: change });
              notifySuccess(t('toasts.saved'));
            } else {
              await action.mutateAsync({ kind: 'invite', fields });
              notifySuccess(t('toasts.invited', { email: fields.email }));
            }
          }}
          onRemove={modal.state.value ? () => remove(modal.state!.value!) : undefined}
        />
      ) : null}
    </SectionCard>
  );
}
