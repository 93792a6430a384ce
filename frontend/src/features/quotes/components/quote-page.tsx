import {
  Alert,
  Button,
  Container,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAllProducts } from '../../../api/products';
import { BackButton } from '../../../components/back-button';
import { confirmAction } from '../../../components/confirm';
import { PageLoader } from '../../../components/page-loader';
import { RemoveButton } from '../../../components/remove-button';
import { SectionCard } from '../../../components/section-card';
import { WhyDisabled } from '../../../components/why-disabled';
import { failureText } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import {
  MAX_QUOTE_NOTE,
  MAX_QUOTE_PRICE,
  MAX_QUOTE_QUANTITY,
  type Quote,
  type QuoteRevision,
  useProviderQuote,
  useQuoteAction,
} from '../api/quotes-api';
import { QUOTES } from '../messages';
import { QuoteHeading, QuoteNote, QuoteOrderLink } from './quote-parts';

interface DraftLine {
  product_id: string;
  name: string;
  quantity: number | string;
  price: number | string;
  requested_quantity: number | null;
  requested_price: number | null;
}

interface Draft {
  lines: DraftLine[];
  valid_until: string;
  provider_note: string;
}

/**
 * A price as the editor shows it when not being typed: with cents, 3.50 as the amounts beside it
 * (a string, which the input shows as it is; fixed decimals in the input itself would rewrite
 * what is typed under the caret).
 */
const priceText = (price: number | string) => Number(price).toFixed(2);

function draftOf(quote: Quote): Draft {
  return {
    lines: quote.lines.map((line) => ({ ...line, price: priceText(line.price) })),
    valid_until: quote.valid_until ?? '',
    provider_note: quote.provider_note ?? '',
  };
}

const isQuantity = (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_QUOTE_QUANTITY;
// A price as typed may be a string: the input reports "3.50" (trailing zero) as one.
const isPrice = (value: number | string) =>
  value !== '' && /^\d+(\.\d{1,2})?$/.test(String(value)) && Number(value) <= MAX_QUOTE_PRICE;

/** The change to send, or null when the draft is what the server holds. */
function revisionOf(draft: Draft, quote: Quote): QuoteRevision | null {
  const revision: QuoteRevision = {};
  const lines = draft.lines.map((line) => ({
    product_id: line.product_id,
    quantity: Number(line.quantity),
    price: Number(line.price),
  }));
  const held = quote.lines.map(({ product_id, quantity, price }) => ({
    product_id,
    quantity,
    price,
  }));
  if (JSON.stringify(lines) !== JSON.stringify(held)) revision.lines = lines;
  const validUntil = draft.valid_until || null;
  if (validUntil !== quote.valid_until) revision.valid_until = validUntil;
  const note = draft.provider_note.trim() || null;
  if (note !== quote.provider_note) revision.provider_note = note;
  return Object.keys(revision).length > 0 ? revision : null;
}

/**
 * /provider/:providerId/quote/:quoteId: a client's request and the quote staff make of it:
 * prices and quantities per line (a line removed, a product added), the valid-until day and a
 * note, then Send. A sent quote may be revised (it is taken back until sent again) or withdrawn.
 */
export function QuotePage() {
  const { providerId, quoteId } = useParams() as { providerId: string; quoteId: string };
  const { t } = useTranslation(QUOTES);
  const formats = useFormats(providerId);
  const { data: quote, isPending, error } = useProviderQuote(providerId, quoteId);
  const action = useQuoteAction(providerId, quoteId);
  const refusal = useRefusal(providerId, 'PUT /api/provider/{provider_id}/quotes/{quote_id}');
  const products = useAllProducts(providerId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [tried, setTried] = useState(false);

  // A fresh draft whenever the server's quote changes (a save, a send, another member's edit).
  useEffect(() => {
    if (quote) setDraft(draftOf(quote));
  }, [quote]);

  const back = <BackButton home={`/provider/${providerId}/quotes`} />;
  if (isPending || (quote && !draft)) return <PageLoader />;
  if (!quote || !draft)
    return (
      <Container component="section" size="lg">
        {back}
        <Alert color="red">{failureText(error)}</Alert>
      </Container>
    );

  const editable = quote.actions.includes('revise') && !refusal;
  const money = (amount: string | number | null) => formats.money(amount, quote.currency);
  const lineProblems = draft.lines.map((line) => ({
    quantity: isQuantity(line.quantity) ? null : t('edit.quantityError'),
    price: isPrice(line.price) ? null : t('edit.priceError'),
  }));
  const valid =
    draft.lines.length > 0 && lineProblems.every((p) => p.quantity === null && p.price === null);
  const revision = revisionOf(draft, quote);
  const subtotal = draft.lines.reduce(
    (sum, line) =>
      sum +
      (isQuantity(line.quantity) && isPrice(line.price)
        ? Number(line.quantity) * Number(line.price)
        : 0),
    0,
  );
  const change = (next: Partial<Draft>) => setDraft({ ...draft, ...next });
  const changeLine = (index: number, next: Partial<DraftLine>) =>
    change({ lines: draft.lines.map((line, i) => (i === index ? { ...line, ...next } : line)) });
  const offered = (products.data ?? []).filter(
    (product) => product.active && !draft.lines.some((line) => line.product_id === product.id),
  );

  async function save(): Promise<boolean> {
    setTried(true);
    if (!valid) return false;
    if (!revision) return true;
    try {
      await action.mutateAsync({ kind: 'revise', body: revision });
      return true;
    } catch (failure) {
      notifyError(failureText(failure));
      return false;
    }
  }

  async function saveOnly(current: Quote) {
    if (await save()) notifySuccess(t('edit.saved', { number: current.number }));
  }

  async function send(current: Quote) {
    if (!(await save())) return;
    try {
      await action.mutateAsync({ kind: 'send' });
      notifySuccess(t('edit.sentToast', { number: current.number, client: current.client.name }));
    } catch (failure) {
      notifyError(failureText(failure));
    }
  }

  async function withdraw(current: Quote) {
    const sure = await confirmAction(t('edit.withdrawQuestion', { number: current.number }), {
      confirmLabel: current.state === 'REQUESTED' ? t('edit.declineRequest') : t('edit.withdraw'),
      danger: true,
      detail: t('edit.withdrawDetail', { client: current.client.name }),
    });
    if (!sure) return;
    try {
      await action.mutateAsync({ kind: 'decline' });
      notifySuccess(t('edit.withdrawn', { number: current.number }));
    } catch (failure) {
      notifyError(failureText(failure));
    }
  }

  return (
    <Container component="section" size="lg">
      {back}
      <Stack gap="md">
        <QuoteHeading
          quote={quote}
          aside={t('edit.requestedBy', {
            client: quote.client.name,
            date: formats.date(quote.created_at),
          })}
        />
        {quote.order ? (
          <QuoteOrderLink
            order={quote.order}
            to={`/provider/${providerId}/order/${quote.order.id}`}
          />
        ) : null}
        {editable && (quote.state === 'SENT' || quote.state === 'EXPIRED') ? (
          <Alert color="yellow">{t('edit.revising')}</Alert>
        ) : null}
        <QuoteNote title={t('quote.clientNote')} note={quote.request_note} />
        <SectionCard title={t('quote.lines')}>
          <Stack gap="sm">
            {draft.lines.map((line, index) => (
              <Paper key={line.product_id} withBorder p="sm" radius="md">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Stack gap={0} miw={0}>
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {line.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {line.requested_quantity === null
                        ? t('quote.addedByYou')
                        : t('quote.asked', {
                            quantity: formats.number(line.requested_quantity),
                            price: money(line.requested_price),
                          })}
                    </Text>
                  </Stack>
                  {editable ? (
                    <RemoveButton
                      label={t('edit.remove', { name: line.name })}
                      onClick={() => change({ lines: draft.lines.filter((_, i) => i !== index) })}
                    />
                  ) : null}
                </Group>
                <Group gap="sm" mt="xs" align="flex-start" wrap="wrap">
                  <NumberInput
                    label={t('quote.quantity')}
                    aria-label={t('edit.lineQuantity', { name: line.name })}
                    min={1}
                    max={MAX_QUOTE_QUANTITY}
                    allowDecimal={false}
                    allowNegative={false}
                    w={130}
                    readOnly={!editable}
                    value={line.quantity}
                    error={tried ? lineProblems[index].quantity : undefined}
                    onChange={(value) => changeLine(index, { quantity: value })}
                  />
                  <NumberInput
                    label={t('quote.price')}
                    aria-label={t('edit.linePrice', { name: line.name })}
                    min={0}
                    max={MAX_QUOTE_PRICE}
                    decimalScale={2}
                    // Typed as one types; once left, with cents again (3 reads 3.00).
                    onBlur={(event) => {
                      const typed = event.currentTarget.value;
                      if (isPrice(typed)) changeLine(index, { price: priceText(typed) });
                    }}
                    allowNegative={false}
                    step={0.01}
                    w={150}
                    readOnly={!editable}
                    value={line.price}
                    error={tried ? lineProblems[index].price : undefined}
                    onChange={(value) => changeLine(index, { price: value })}
                  />
                  <Stack gap={2} ml="auto" align="flex-end">
                    <Text size="sm" c="dimmed">
                      {t('quote.total')}
                    </Text>
                    <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {isQuantity(line.quantity) && isPrice(line.price)
                        ? money(Number(line.quantity) * Number(line.price))
                        : '—'}
                    </Text>
                  </Stack>
                </Group>
              </Paper>
            ))}
            {tried && draft.lines.length === 0 ? (
              <Text c="red" size="sm">
                {t('edit.noLines')}
              </Text>
            ) : null}
            {editable ? (
              <Select
                label={t('edit.addProduct')}
                placeholder={t('edit.addProductPlaceholder')}
                searchable
                data={offered.map((product) => ({ value: product.id, label: product.name }))}
                value={null}
                maw={420}
                onChange={(id) => {
                  const product = offered.find((p) => p.id === id);
                  if (!product) return;
                  change({
                    lines: [
                      ...draft.lines,
                      {
                        product_id: product.id,
                        name: product.name,
                        quantity: 1,
                        price: priceText(product.price),
                        requested_quantity: null,
                        requested_price: null,
                      },
                    ],
                  });
                }}
              />
            ) : null}
            <Group justify="flex-end" gap="xs" align="baseline">
              <Text fw={700}>
                {t('quote.subtotal')}: {money(subtotal)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('quote.beforeTax')}
              </Text>
            </Group>
          </Stack>
        </SectionCard>
        <SectionCard title={t('quote.staffNote')}>
          <Stack gap="sm">
            <TextInput
              type="date"
              label={t('edit.validUntil')}
              description={t('edit.validUntilHint')}
              readOnly={!editable}
              maw={240}
              value={draft.valid_until}
              onChange={(event) => change({ valid_until: event.currentTarget.value })}
            />
            <Textarea
              label={t('edit.note')}
              autosize
              minRows={2}
              maxLength={MAX_QUOTE_NOTE}
              readOnly={!editable}
              value={draft.provider_note}
              onChange={(event) => change({ provider_note: event.currentTarget.value })}
            />
          </Stack>
        </SectionCard>
        {quote.actions.length > 0 ? (
          <Group justify="flex-end" gap="sm">
            {quote.actions.includes('decline') ? (
              <WhyDisabled reason={refusal}>
                <Button
                  variant="default"
                  color="red"
                  size="md"
                  disabled={Boolean(refusal) || action.isPending}
                  onClick={() => withdraw(quote)}
                >
                  {quote.state === 'REQUESTED' ? t('edit.declineRequest') : t('edit.withdraw')}
                </Button>
              </WhyDisabled>
            ) : null}
            {quote.actions.includes('revise') ? (
              <WhyDisabled reason={refusal}>
                <Button
                  variant="default"
                  size="md"
                  disabled={Boolean(refusal) || !revision}
                  loading={action.isPending}
                  onClick={() => saveOnly(quote)}
                >
                  {t('edit.save')}
                </Button>
              </WhyDisabled>
            ) : null}
            {quote.actions.includes('send') || (quote.actions.includes('revise') && revision) ? (
              <WhyDisabled reason={refusal}>
                <Button
                  size="md"
                  disabled={Boolean(refusal)}
                  loading={action.isPending}
                  onClick={() => send(quote)}
                >
                  {t('edit.send')}
                </Button>
              </WhyDisabled>
            ) : null}
          </Group>
        ) : (
          <Text c="dimmed" size="sm">
            {t('edit.readOnly')}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
