import {
  Button,
  Grid,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PHONE_QUERY } from '../../../components/list-table';
import { WhyDisabled } from '../../../components/why-disabled';
import { failureText } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import {
  type SuggestionGroup,
  type SuggestionLine,
  type Supplier,
  usePurchaseOrderAction,
  usePurchaseSuggestions,
  useSuppliers,
} from '../api/purchase-orders-api';
import { PURCHASE_ORDERS } from '../messages';
import {
  chosenQuantity,
  lineKey,
  type SuggestionChoices,
  suggestedDrafts,
} from '../suggestion-drafts';

/**
 * The Low stock view's "Create purchase orders": what to buy for the low stocks, by preferred
 * supplier, to adjust; then one draft per supplier and location.
 */
export function CreatePurchaseOrdersButton({ providerId }: { providerId: string }) {
  const { t } = useTranslation(PURCHASE_ORDERS);
  const [open, setOpen] = useState(false);
  const refusal = useRefusal(providerId, 'POST /api/provider/{provider_id}/purchase-orders');
  return (
    <>
      <WhyDisabled reason={refusal}>
        <Button
          leftSection={<IconFileInvoice size={16} />}
          disabled={Boolean(refusal)}
          onClick={() => setOpen(true)}
        >
          {t('suggestions.open')}
        </Button>
      </WhyDisabled>
      {open ? <SuggestionsDialog providerId={providerId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

const NO_CHOICES: SuggestionChoices = { quantities: {}, otherSupplierId: null, otherPrices: {} };

function SuggestionsDialog({ providerId, onClose }: { providerId: string; onClose: () => void }) {
  const { t } = useTranslation(PURCHASE_ORDERS);
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const { data: groups, isPending } = usePurchaseSuggestions(providerId, true);
  const { data: suppliers } = useSuppliers(providerId);
  const action = usePurchaseOrderAction(providerId);
  const [choices, setChoices] = useState<SuggestionChoices>(NO_CHOICES);
  const [creating, setCreating] = useState(false);
  const drafts = groups ? suggestedDrafts(groups, choices) : [];

  async function create() {
    setCreating(true);
    let made = 0;
    try {
      for (const draft of drafts) {
        await action.mutateAsync({ kind: 'create', body: draft });
        made += 1;
      }
      notifySuccess(t('suggestions.created', { count: made }));
      onClose();
      navigate(`/provider/${providerId}/purchase-orders?status=DRAFT`);
    } catch (error) {
      notifyError(
        made > 0
          ? t('suggestions.partlyCreated', { count: made, reason: failureText(error) })
          : failureText(error),
      );
    } finally {
      setCreating(false);
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('suggestions.title')}
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={!creating}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('suggestions.intro')}
        </Text>
        {isPending ? (
          <Skeleton height={120} />
        ) : groups && groups.length > 0 ? (
          groups.map((group) => (
            <SuggestionGroupCard
              key={group.supplier?.id ?? 'none'}
              providerId={providerId}
              group={group}
              choices={choices}
              onChange={setChoices}
              suppliers={suppliers ?? []}
            />
          ))
        ) : (
          <Text>{t('suggestions.none')}</Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={creating}>
            {t('suggestions.close')}
          </Button>
          <Button onClick={create} loading={creating} disabled={drafts.length === 0}>
            {t('suggestions.create', { count: drafts.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function SuggestionGroupCard({
  providerId,
  group,
  choices,
  onChange,
  suppliers,
}: {
  providerId: string;
  group: SuggestionGroup;
  choices: SuggestionChoices;
  onChange: (choices: SuggestionChoices) => void;
  suppliers: readonly Supplier[];
}) {
  const { t } = useTranslation(PURCHASE_ORDERS);
  const fmt = useFormats(providerId);
  const other = group.supplier === null;
  const title = group.supplier?.name ?? t('suggestions.noSupplier');
  const picked = suppliers.find((s) => s.id === choices.otherSupplierId);
  const currency = group.supplier?.currency ?? picked?.currency ?? fmt.currency;
  const setQuantity = (line: SuggestionLine, value: number | string) =>
    onChange({ ...choices, quantities: { ...choices.quantities, [lineKey(line)]: value } });
  const setPrice = (line: SuggestionLine, value: number | string) =>
    onChange({ ...choices, otherPrices: { ...choices.otherPrices, [lineKey(line)]: value } });
  const leftOut = other && !choices.otherSupplierId;
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {other ? (
        <Select
          label={t('suggestions.orderFrom')}
          placeholder={t('suggestions.leaveOut')}
          clearable
          searchable
          data={suppliers.map((s) => ({ value: s.id, label: s.name }))}
          value={choices.otherSupplierId}
          onChange={(value) => onChange({ ...choices, otherSupplierId: value })}
          mb="xs"
        />
      ) : null}
      <Stack gap="xs" style={leftOut ? { opacity: 0.6 } : undefined}>
        {group.lines.map((line) => (
          <Grid key={lineKey(line)} gutter="xs" align="flex-end">
            <Grid.Col span={{ base: 12, sm: other ? 6 : 8 }}>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {line.product_name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('suggestions.facts', {
                  location: line.location_name,
                  available: fmt.number(line.current_stock),
                  minimum: fmt.number(line.minimum),
                  onOrder: fmt.number(line.on_order),
                })}
              </Text>
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: other ? 3 : 4 }}>
              <NumberInput
                label={t('suggestions.quantityLabel')}
                aria-label={t('suggestions.quantity', { product: line.product_name })}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                inputMode="numeric"
                disabled={leftOut}
                value={choices.quantities[lineKey(line)] ?? chosenQuantity(line, choices)}
                onChange={(value) => setQuantity(line, value)}
                description={
                  line.pack_size > 1 ? t('suggestions.packs', { size: line.pack_size }) : undefined
                }
              />
            </Grid.Col>
            {other ? (
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <NumberInput
                  label={t('suggestions.unitPrice', { currency })}
                  aria-label={t('suggestions.unitPriceOf', { product: line.product_name })}
                  min={0}
                  decimalScale={2}
                  allowNegative={false}
                  inputMode="decimal"
                  placeholder={t('suggestions.supplierPrice')}
                  disabled={leftOut}
                  value={choices.otherPrices[lineKey(line)] ?? ''}
                  onChange={(value) => setPrice(line, value)}
                />
              </Grid.Col>
            ) : null}
          </Grid>
        ))}
      </Stack>
    </Paper>
  );
}
