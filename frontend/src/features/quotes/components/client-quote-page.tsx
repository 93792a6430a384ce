import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { confirmAction } from '../../../components/confirm';
import { PageLoader } from '../../../components/page-loader';
import { SectionCard } from '../../../components/section-card';
import { failureText } from '../../../lib/api-client';
import { formatsFor } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type Quote, useAnswerQuote, useClientQuote } from '../api/quotes-api';
import { QUOTES } from '../messages';
import { QuoteLines } from './quote-lines';
import { QuoteHeading, QuoteNote, QuoteOrderLink } from './quote-parts';

/**
 * /client/{key}/quotes/{id}: one quote, its lines and totals, its valid-until day and notes, and
 * Accept (it becomes an order at these prices) or Decline while it is open.
 */
export function ClientQuotePage() {
  const { t } = useTranslation(QUOTES);
  const { clientId: clientKey, quoteId } = useParams() as { clientId: string; quoteId: string };
  const { data: quote, isPending, error } = useClientQuote(clientKey, quoteId);
  const answer = useAnswerQuote(clientKey, quoteId);
  const formats = formatsFor();
  const back = <BackButton home={`/client/${clientKey}/quotes`} />;

  if (isPending) return <PageLoader />;
  if (!quote)
    return (
      <Container component="section" size="lg">
        {back}
        <Alert color="red">{error ? failureText(error) : t('quote.notFound')}</Alert>
      </Container>
    );

  async function accept(current: Quote) {
    const sure = await confirmAction(t('quote.acceptQuestion', { number: current.number }), {
      confirmLabel: t('quote.accept'),
      detail: t('quote.acceptDetail', {
        subtotal: formats.money(current.subtotal, current.currency),
      }),
    });
    if (!sure) return;
    try {
      const accepted = await answer.mutateAsync('accept');
      notifySuccess(t('quote.accepted', { number: accepted.order?.number ?? '' }));
    } catch (failure) {
      notifyError(failureText(failure));
    }
  }

  async function decline(current: Quote) {
    const sure = await confirmAction(t('quote.declineQuestion', { number: current.number }), {
      confirmLabel: t('quote.decline'),
      danger: true,
      detail: t('quote.declineDetail'),
    });
    if (!sure) return;
    try {
      await answer.mutateAsync('decline');
      notifySuccess(t('quote.declined', { number: current.number }));
    } catch (failure) {
      notifyError(failureText(failure));
    }
  }

  const status =
    quote.state === 'REQUESTED'
      ? t('quote.waiting')
      : quote.state === 'EXPIRED'
        ? t('quote.expired')
        : quote.state === 'DECLINED'
          ? t(
              quote.declined_by === 'provider'
                ? 'quote.declinedByProvider'
                : 'quote.declinedByClient',
            )
          : null;

  return (
    <Container component="section" size="lg">
      {back}
      <Stack gap="md">
        <QuoteHeading
          quote={quote}
          aside={
            quote.valid_until
              ? t('quote.validUntil', { date: formats.date(quote.valid_until) })
              : t('quote.noExpiry')
          }
        />
        <Text size="sm" c="dimmed">
          {t('quote.requestedOn', { date: formats.date(quote.created_at) })}
        </Text>
        {status ? <Alert color={quote.state === 'EXPIRED' ? 'red' : 'blue'}>{status}</Alert> : null}
        {quote.order ? (
          <QuoteOrderLink order={quote.order} to={`/client/${clientKey}/order/${quote.order.id}`} />
        ) : null}
        <QuoteNote title={t('quote.providerNote')} note={quote.provider_note} />
        <SectionCard title={t('quote.lines')}>
          <QuoteLines quote={quote} formats={formats} />
        </SectionCard>
        <QuoteNote title={t('quote.yourNote')} note={quote.request_note} />
        {quote.actions.length > 0 ? (
          <Group justify="flex-end" gap="sm">
            {quote.actions.includes('decline') ? (
              <Button
                variant="default"
                size="md"
                disabled={answer.isPending}
                onClick={() => decline(quote)}
              >
                {t('quote.decline')}
              </Button>
            ) : null}
            {quote.actions.includes('accept') ? (
              <Button size="md" loading={answer.isPending} onClick={() => accept(quote)}>
                {t('quote.accept')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}
