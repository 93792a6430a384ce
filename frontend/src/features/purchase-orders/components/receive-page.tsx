import {
  ActionIcon,
  Alert,
  Button,
  Container,
  Grid,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBarcode, IconMinus, IconPlus } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAllProducts } from '../../../api/products';
import { useProviderSettings } from '../../../api/provider-settings';
import { MomentInput } from '../../../components/as-of-picker';
import { BackButton } from '../../../components/back-button';
import { RemoveButton } from '../../../components/remove-button';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { failureText } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import { type PurchaseOrder, usePurchaseOrderAction } from '../api/purchase-orders-api';
import { PURCHASE_ORDERS } from '../messages';
import {
  addOne,
  allToZero,
  hasProblems,
  type LandedCostRow,
  type ProductFacts,
  type ReceiptRow,
  receiptBody,
  receiptProblems,
  receiptRows,
  rowForCode,
  unitsOf,
} from '../receive-form';
import { PurchaseOrderLoader } from './purchase-order-loader';

const rowId = (productId: string) => `receive-${productId}`;
const RECEIVED_ON = 'receive-received-on';

/** /provider/:providerId/purchase-order/:purchaseOrderId/receive: what came, line by line. */
export function ReceivePage() {
  const providerId = useParams().providerId!;
  const { data: products } = useAllProducts(providerId);
  const { data: settings } = useProviderSettings(providerId);
  return (
    <PurchaseOrderLoader ready={Boolean(products && settings)}>
      {(order) => (
        <ReceiveScreen
          providerId={providerId}
          order={order}
          facts={
            new Map(
              (products ?? []).map((p) => [
                p.id,
                { barcode: p.barcode, trackLots: Boolean(p.track_lots) },
              ]),
            )
          }
          providerCurrency={settings!.currency}
        />
      )}
    </PurchaseOrderLoader>
  );
}

let nextCost = 1;

function ReceiveScreen({
  providerId,
  order,
  facts,
  providerCurrency,
}: {
  providerId: string;
  order: PurchaseOrder;
  facts: ReadonlyMap<string, ProductFacts>;
  providerCurrency: string;
}) {
  const { t } = useTranslation(PURCHASE_ORDERS);
  const navigate = useNavigate();
  const fmt = useFormats(providerId);
  const action = usePurchaseOrderAction(providerId);
  const refusal = useRefusal(
    providerId,
    'POST /api/provider/{provider_id}/purchase-orders/{purchase_order_id}/receive',
  );
  const [rows, setRows] = useState<ReceiptRow[]>(() => receiptRows(order.lines, facts));
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [scanned, setScanned] = useState<string | null>(null);
  const [rate, setRate] = useState<number | string>('');
  const [costs, setCosts] = useState<LandedCostRow[]>([]);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** When the goods came (ISO), if earlier than now; undefined: now. */
  const [receivedOn, setReceivedOn] = useState<string | undefined>(undefined);
  const [receivedOnError, setReceivedOnError] = useState<string | undefined>(undefined);
  const scanInput = useRef<HTMLInputElement>(null);
  const here = `/provider/${providerId}/purchase-order/${order.id}`;
  const rateNeeded = order.currency !== providerCurrency;
  const problems = useMemo(
    () => receiptProblems(rows, { needed: rateNeeded, value: rate }, costs),
    [rows, rateNeeded, rate, costs],
  );
  const shown = checked ? problems : null;
  const units = rows.reduce((sum, row) => sum + (unitsOf(row.quantity) || 0), 0);
  const products = rows.filter((row) => unitsOf(row.quantity) > 0).length;
  const change = (productId: string, patch: Partial<ReceiptRow>) =>
    setRows((all) => all.map((row) => (row.productId === productId ? { ...row, ...patch } : row)));

  /** Enter in the scan field (a scanner sends it after the code): one more of that line. */
  function scan() {
    const row = rowForCode(rows, code);
    if (!row) {
      setCodeError(t('receive.errors.noMatch', { code: code.trim() }));
      return;
    }
    setCodeError(null);
    setRows((all) => addOne(all, row.productId));
    setScanned(row.productId);
    setCode('');
    document.getElementById(rowId(row.productId))?.scrollIntoView({ block: 'nearest' });
  }

  async function submit() {
    setChecked(true);
    setFailure(null);
    if (hasProblems(problems)) return;
    try {
      await action.mutateAsync({
        kind: 'receive',
        id: order.id,
        body: receiptBody(rows, rateNeeded ? rate : null, costs, receivedOn),
      });
      notifySuccess(t('receive.done', { count: units }));
      navigate(here, { replace: true });
    } catch (error) {
      // A refused moment (in the future, before a product was stocked here) goes on its field.
      const placed = fieldErrorsOf(error, {
        receivedOn: {
          label: t('receive.receivedOn'),
          keys: ['effective_at'],
          also: ['take effect', 'back-dated'],
        },
      });
      const onField = placed?.fields.receivedOn;
      if (!onField) {
        setFailure(failureText(error));
        return;
      }
      setReceivedOnError(onField);
      if (placed.rest.length > 0) setFailure(placed.rest.join(' '));
      const field = document.getElementById(RECEIVED_ON)?.querySelector('input');
      field?.scrollIntoView({ block: 'center' });
      field?.focus({ preventScroll: true });
    }
  }

  const rowError = (row: ReceiptRow) => {
    const problem = shown?.rows[row.productId];
    if (!problem) return undefined;
    if (problem.key === 'tooMany')
      return t('receive.errors.tooMany', { outstanding: fmt.number(problem.outstanding) });
    return t(`receive.errors.${problem.key}`);
  };

  return (
    <Container component="section" size="md" px="xs">
      <BackButton home={here} />
      <Title order={1} size="h2">
        {t('receive.title', { number: order.number })}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('receive.subtitle', { supplier: order.supplier.name, location: order.location.name })}
      </Text>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('receive.nothingLeft')}</Text>
      ) : (
        <Stack gap="sm">
          <TextInput
            ref={scanInput}
            label={t('receive.scan')}
            description={t('receive.scanHint')}
            leftSection={<IconBarcode size={18} />}
            size="md"
            autoComplete="off"
            value={code}
            error={codeError}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setCodeError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                scan();
              }
            }}
          />
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={() => setRows((all) => allToZero(all))}>
              {t('receive.allZero')}
            </Button>
            <Button
              variant="default"
              size="xs"
              onClick={() => setRows(receiptRows(order.lines, facts))}
            >
              {t('receive.allOutstanding')}
            </Button>
          </Group>
          <Stack gap="xs" aria-label={t('receive.lines')} role="list">
            {rows.map((row) => (
              <ReceiveRowCard
                key={row.productId}
                row={row}
                highlighted={scanned === row.productId}
                error={
                  shown?.rows[row.productId]?.key === 'lotRequired' ? undefined : rowError(row)
                }
                lotError={
                  shown?.rows[row.productId]?.key === 'lotRequired' ? rowError(row) : undefined
                }
                onChange={(patch) => change(row.productId, patch)}
              />
            ))}
          </Stack>
          {rateNeeded ? (
            <NumberInput
              label={t('receive.exchangeRate', {
                currency: order.currency,
                provider: providerCurrency,
              })}
              description={t('receive.exchangeRateHint', {
                currency: order.currency,
                provider: providerCurrency,
              })}
              min={0}
              decimalScale={6}
              allowNegative={false}
              inputMode="decimal"
              value={rate}
              onChange={setRate}
              maw={360}
              error={shown?.exchangeRate ? t('receive.errors.exchangeRate') : undefined}
            />
          ) : null}
          <Stack gap={4} id={RECEIVED_ON}>
            <MomentInput
              label={t('receive.receivedOn')}
              value={receivedOn}
              max={new Date().toISOString()}
              error={receivedOnError}
              onChange={(moment) => {
                setReceivedOn(moment);
                setReceivedOnError(undefined);
              }}
            />
            <Text size="xs" c="dimmed">
              {t('receive.receivedOnHint')}
            </Text>
          </Stack>
          <Title order={2} size="h4" mt="sm">
            {t('receive.landedCosts')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('receive.landedCostsHint', { currency: providerCurrency })}
          </Text>
          {costs.map((cost, index) => (
            <Paper key={cost.key} withBorder p="sm">
              <Grid gutter="xs" align="flex-end">
                <Grid.Col span={{ base: 12, sm: 5 }}>
                  <TextInput
                    label={t('receive.costLabel', { number: String(index + 1) })}
                    placeholder={t('receive.costPlaceholder')}
                    maxLength={100}
                    value={cost.label}
                    onChange={(event) => {
                      const label = event.currentTarget.value;
                      setCosts((all) => all.map((c) => (c.key === cost.key ? { ...c, label } : c)));
                    }}
                    error={
                      shown?.landedCosts[cost.key] === 'label'
                        ? t('receive.errors.costLabel')
                        : undefined
                    }
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 10, sm: 3 }}>
                  <NumberInput
                    label={t('receive.costAmount', { number: String(index + 1) })}
                    min={0}
                    decimalScale={2}
                    allowNegative={false}
                    inputMode="decimal"
                    value={cost.amount}
                    onChange={(amount) =>
                      setCosts((all) => all.map((c) => (c.key === cost.key ? { ...c, amount } : c)))
                    }
                    error={
                      shown?.landedCosts[cost.key] === 'amount'
                        ? t('receive.errors.costAmount')
                        : undefined
                    }
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 2, sm: 1 }} order={{ base: 2, sm: 3 }}>
                  <Group justify="flex-end">
                    <RemoveButton
                      label={t('receive.costRemove', { number: String(index + 1) })}
                      onClick={() => setCosts((all) => all.filter((c) => c.key !== cost.key))}
                    />
                  </Group>
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 3 }} order={{ base: 3, sm: 2 }}>
                  <SegmentedControl
                    fullWidth
                    aria-label={t('receive.costSpread', { number: String(index + 1) })}
                    value={cost.spreadBy}
                    onChange={(value) =>
                      setCosts((all) =>
                        all.map((c) =>
                          c.key === cost.key
                            ? { ...c, spreadBy: value as LandedCostRow['spreadBy'] }
                            : c,
                        ),
                      )
                    }
                    data={[
                      { value: 'value', label: t('receive.byValue') },
                      { value: 'quantity', label: t('receive.byQuantity') },
                    ]}
                  />
                </Grid.Col>
              </Grid>
            </Paper>
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() =>
                setCosts((all) => [
                  ...all,
                  { key: nextCost++, label: '', amount: '', spreadBy: 'value' },
                ])
              }
            >
              {t('receive.addCost')}
            </Button>
          </Group>
          {shown?.nothing ? (
            <Text size="sm" c="red" role="alert">
              {t('receive.errors.nothing')}
            </Text>
          ) : null}
          {failure ? (
            <Alert color="red" role="alert" title={t('receive.failed')}>
              {failure}
            </Alert>
          ) : null}
          <StickyActionBar
            label={t('receive.bar')}
            summary={
              <Text size="sm" fw={500}>
                {t('receive.summary', {
                  units: t('receive.units', { count: units }),
                  count: products,
                })}
              </Text>
            }
          >
            <Button variant="default" onClick={() => navigate(here)}>
              {t('receive.cancel')}
            </Button>
            <Button onClick={submit} loading={action.isPending} disabled={Boolean(refusal)}>
              {t('receive.submit')}
            </Button>
          </StickyActionBar>
        </Stack>
      )}
    </Container>
  );
}

/** A line of the receipt: its units with big buttons for a thumb, its lot and expiry if kept. */
function ReceiveRowCard({
  row,
  highlighted,
  error,
  lotError,
  onChange,
}: {
  row: ReceiptRow;
  highlighted: boolean;
  error: string | undefined;
  lotError: string | undefined;
  onChange: (patch: Partial<ReceiptRow>) => void;
}) {
  const { t } = useTranslation(PURCHASE_ORDERS);
  const units = unitsOf(row.quantity) || 0;
  return (
    <Paper
      withBorder
      p="sm"
      id={rowId(row.productId)}
      role="listitem"
      aria-label={row.name}
      data-scanned={highlighted || undefined}
      style={
        highlighted
          ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
          : undefined
      }
    >
      <Group justify="space-between" wrap="wrap" gap="sm" align="center">
        <Stack gap={0} style={{ minWidth: 0, flex: '1 1 160px' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {row.name}
          </Text>
          <Text size="xs" c="dimmed">
            {[row.sku, row.barcode].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm">{t('receive.toCome', { count: row.outstanding })}</Text>
        </Stack>
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            size={48}
            variant="default"
            aria-label={t('receive.less', { product: row.name })}
            disabled={units <= 0}
            onClick={() => onChange({ quantity: Math.max(0, units - 1) })}
          >
            <IconMinus size={22} />
          </ActionIcon>
          <NumberInput
            aria-label={t('receive.received', { product: row.name })}
            hideControls
            size="lg"
            w={88}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
            clampBehavior="none"
            styles={{ input: { textAlign: 'center' } }}
            value={row.quantity}
            onChange={(quantity) => onChange({ quantity })}
            error={Boolean(error)}
          />
          <ActionIcon
            size={48}
            variant="default"
            aria-label={t('receive.more', { product: row.name })}
            onClick={() => onChange({ quantity: units + 1 })}
          >
            <IconPlus size={22} />
          </ActionIcon>
        </Group>
      </Group>
      {error ? (
        <Text size="sm" c="red" mt={4} role="alert">
          {error}
        </Text>
      ) : null}
      {row.trackLots ? (
        <Grid gutter="xs" mt="xs">
          <Grid.Col span={{ base: 7, sm: 6 }}>
            <TextInput
              label={t('receive.lotLabel')}
              aria-label={t('receive.lot', { product: row.name })}
              maxLength={64}
              value={row.lot}
              onChange={(event) => onChange({ lot: event.currentTarget.value })}
              error={lotError}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 5, sm: 6 }}>
            <TextInput
              type="date"
              label={t('receive.expiryLabel')}
              aria-label={t('receive.expiry', { product: row.name })}
              value={row.expiry}
              onChange={(event) => onChange({ expiry: event.currentTarget.value })}
            />
          </Grid.Col>
        </Grid>
      ) : null}
    </Paper>
  );
}
