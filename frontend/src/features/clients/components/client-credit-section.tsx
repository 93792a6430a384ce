import { ActionIcon, Skeleton, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { useDrawer } from '../../../components/use-drawer';
import { WhyDisabled } from '../../../components/why-disabled';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import { type ClientCredit, useClientCredit } from './client-credit-api';
import { ClientCreditDrawer, termsLabel } from './client-credit-drawer';
import { CREDIT } from './client-credit-messages';

/**
 * The client page's Terms and credit (issue 37, part 6): its payment terms, its credit limit,
 * and what it owes now (open invoices and orders not yet invoiced), edited in a drawer.
 */
export function ClientCreditSection({
  providerId,
  clientId,
}: {
  providerId: string;
  clientId: string;
}) {
  const { t } = useTranslation(CREDIT);
  const { data: credit, isPending, isError } = useClientCredit(providerId, clientId);
  const fmt = useFormats(providerId);
  const refusal = useRefusal(providerId);
  const drawer = useDrawer<ClientCredit>();

  return (
    <SectionCard
      title={t('section.title')}
      actions={
        credit ? (
          <WhyDisabled reason={refusal}>
            <ActionIcon
              size="md"
              variant="light"
              onClick={() => drawer.open(credit)}
              disabled={Boolean(refusal)}
              aria-label={t('section.edit')}
              title={t('section.edit')}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </WhyDisabled>
        ) : null
      }
    >
      {isPending ? (
        <Skeleton height={72} />
      ) : isError || !credit ? (
        <Text c="dimmed">{t('section.loadFailed')}</Text>
      ) : (
        <DetailList
          items={[
            { label: t('section.paymentTerms'), value: termsLabel(t, credit) },
            {
              label: t('section.creditLimit'),
              value:
                credit.credit_limit === null
                  ? t('section.noLimit')
                  : fmt.money(credit.credit_limit, credit.currency),
            },
            {
              label: t('section.balance'),
              value: (
                <>
                  {fmt.money(credit.balance, credit.currency)}
                  <Text component="span" size="xs" c="dimmed" display="block">
                    {t('section.balanceHint')}
                  </Text>
                </>
              ),
            },
            {
              label: t('section.openInvoices'),
              value: t('section.openInvoicesValue', {
                open: fmt.number(credit.open_invoices),
                overdue: fmt.number(credit.overdue_invoices),
              }),
            },
          ]}
        />
      )}
      {drawer.state ? (
        <ClientCreditDrawer
          key={drawer.state.key}
          providerId={providerId}
          clientId={clientId}
          credit={drawer.state.value}
          onClose={drawer.close}
        />
      ) : null}
    </SectionCard>
  );
}
