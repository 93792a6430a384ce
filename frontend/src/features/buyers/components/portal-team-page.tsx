import { Alert, Button, Container } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useClientProviders } from '../../../api/client-providers';
import { ConfirmFacts, confirmAction } from '../../../components/confirm';
import { ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useDrawer } from '../../../components/use-drawer';
import { failureText } from '../../../lib/api-client';
import { formatsFor } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type Buyer, useCheckedBuyer, usePortalTeam, usePortalTeamAction } from '../api/buyers-api';
import { BUYERS } from '../messages';
import { buyerColumns } from './buyer-columns';
import { BuyerFormModal } from './buyer-form-modal';

/**
 * /client/:clientId/team: the company's buyers, for its admin: invite a colleague (mailed a
 * sign-in link), remove one (signed out at once). Others read why they cannot.
 */
export function PortalTeamPage() {
  const { t } = useTranslation(BUYERS);
  const clientKey = useParams().clientId!;
  const session = useCheckedBuyer(clientKey);
  const admin = session?.buyer.role === 'ADMIN';
  const { data: buyers, isPending } = usePortalTeam(clientKey, admin);
  const action = usePortalTeamAction(clientKey);
  const modal = useDrawer<null>();
  const shop = useClientProviders(clientKey).data?.[0]?.shop;
  const fmt = formatsFor(shop?.locale, shop?.currency);

  async function remove(buyer: Buyer) {
    const confirmed = await confirmAction(t('confirmRemove.title', { name: buyer.name }), {
      confirmLabel: t('confirmRemove.confirm'),
      danger: true,
      detail: <ConfirmFacts facts={[t('confirmRemove.detail')]} />,
    });
    if (!confirmed) return;
    try {
      await action.mutateAsync({ kind: 'remove', id: buyer.id });
      notifySuccess(t('toasts.removed', { name: buyer.name }));
    } catch (error) {
      notifyError(failureText(error));
    }
  }

  return (
    <Container component="section" size="lg">
      <PageHeader
        title={t('team.title')}
        count={admin ? buyers?.length : undefined}
        addLabel={admin ? t('team.invite') : undefined}
        onAdd={admin ? () => modal.open(null) : undefined}
      />
      {!session ? (
        <Alert color="blue">{t('team.signInFirst')}</Alert>
      ) : !admin ? (
        <Alert color="blue">{t('team.adminsOnly')}</Alert>
      ) : (
        <ListTable
          label={t('team.label')}
          columns={[
            ...buyerColumns(t, (amount) => fmt.money(amount), session.buyer.id),
            {
              header: t('team.actions'),
              // The admin removes others from here; themself, another admin does.
              render: (buyer) =>
                buyer.id === session.buyer.id ? null : (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    aria-label={t('team.removeOne', { name: buyer.name })}
                    onClick={() => remove(buyer)}
                  >
                    {t('confirmRemove.confirm')}
                  </Button>
                ),
            },
          ]}
          rows={buyers}
          rowKey={(buyer) => buyer.id}
          loading={isPending}
          empty={t('staff.empty')}
          emptyIcon={IconUsers}
        />
      )}
      {modal.state ? (
        <BuyerFormModal
          key={modal.state.key}
          onClose={modal.close}
          onSubmit={async (fields) => {
            await action.mutateAsync({ kind: 'invite', fields });
            notifySuccess(t('toasts.invited', { email: fields.email }));
          }}
        />
      ) : null}
    </Container>
  );
}
