import {
  ActionIcon,
  Button,
  Container,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useLocations } from '../../../api/locations';
import { useAllProducts } from '../../../api/products';
import { BackButton } from '../../../components/back-button';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import { useStockAt, useTransferAction } from '../api/transfers-api';
import { TRANSFERS } from '../messages';
import { sourceNote } from '../transfer-form';

interface Line {
  key: number;
  productId: string | null;
  quantity: number | string;
}

let nextKey = 1;
const emptyLine = (): Line => ({ key: nextKey++, productId: null, quantity: 1 });

/** /provider/:providerId/transfer: from, to, the products and their units, notes. */
export function NewTransferPage() {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const { t } = useTranslation(TRANSFERS);
  const { data: locations } = useLocations(providerId);
  const { data: products } = useAllProducts(providerId);
  const action = useTransferAction(providerId);
  const refusal = useRefusal(providerId, 'POST /api/provider/{provider_id}/transfers');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [lines, setLines] = useState<Line[]>([emptyLine()]);
  const [notes, setNotes] = useState('');
  const active = (locations ?? []).filter((l) => l.active);
  // What the source holds: each line says it under its quantity.
  const sourceStock = useStockAt(providerId, from).data;
  const fromName = active.find((l) => l.id === from)?.name;
  const productOptions = (products ?? []).map((p) => ({ value: p.id, label: p.name }));
  const change = (key: number, patch: Partial<Line>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  async function submit() {
    if (!from || !to) {
      notifyError(t('new.errors.locations'));
      return;
    }
    const chosen = lines.filter((line) => line.productId && Number(line.quantity) > 0);
    if (chosen.length === 0) {
      notifyError(t('new.errors.products'));
      return;
    }
    try {
      const transfer = await action.mutateAsync({
        kind: 'create',
        body: {
          from_location_id: from,
          to_location_id: to,
          products: chosen.map((line) => ({
            product_id: line.productId!,
            quantity: Number(line.quantity),
          })),
          notes: notes.trim() || null,
        },
      });
      notifySuccess(t('new.created'));
      navigate(`/provider/${providerId}/transfer/${transfer.id}`, { replace: true });
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : t('new.errors.failed'));
    }
  }

  return (
    <Container component="section" size="md">
      <BackButton />
      <Title order={1} size="h2" mb="md">
        {t('new.title')}
      </Title>
      <Stack>
        <Group grow>
          <Select
            label={t('new.from')}
            placeholder={t('new.locationPlaceholder')}
            data={active.map((l) => ({ value: l.id, label: l.name }))}
            value={from}
            onChange={setFrom}
          />
          <Select
            label={t('new.to')}
            placeholder={t('new.locationPlaceholder')}
            data={active.filter((l) => l.id !== from).map((l) => ({ value: l.id, label: l.name }))}
            value={to}
            onChange={setTo}
          />
        </Group>
        {lines.map((line, index) => {
          const note = line.productId
            ? sourceNote(
                t,
                line.quantity,
                sourceStock?.get(line.productId) ?? (sourceStock ? 0 : undefined),
                fromName,
              )
            : null;
          return (
            <Stack key={line.key} gap={2}>
              <Group align="end" wrap="nowrap">
                <Select
                  style={{ flex: 1 }}
                  label={index === 0 ? t('new.product') : undefined}
                  aria-label={t('new.productNumbered', { number: String(index + 1) })}
                  placeholder={t('new.product')}
                  searchable
                  data={productOptions.filter(
                    (option) =>
                      option.value === line.productId ||
                      !lines.some((other) => other.productId === option.value),
                  )}
                  value={line.productId}
                  onChange={(productId) => change(line.key, { productId })}
                />
                <NumberInput
                  w={120}
                  label={index === 0 ? t('new.quantity') : undefined}
                  aria-label={t('new.quantityNumbered', { number: String(index + 1) })}
                  aria-describedby={note ? `transfer-line-${line.key}-note` : undefined}
                  min={1}
                  allowDecimal={false}
                  value={line.quantity}
                  onChange={(quantity) => change(line.key, { quantity })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('new.remove', { number: String(index + 1) })}
                  disabled={lines.length === 1}
                  onClick={() => setLines((all) => all.filter((other) => other.key !== line.key))}
                  mb={4}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
              {note ? (
                <Text
                  size="xs"
                  c={note.short ? 'orange.9' : 'dimmed'}
                  id={`transfer-line-${line.key}-note`}
                  role={note.short ? 'status' : undefined}
                >
                  {note.text}
                </Text>
              ) : null}
            </Stack>
          );
        })}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setLines((all) => [...all, emptyLine()])}
          >
            {t('new.addProduct')}
          </Button>
        </Group>
        <Textarea
          label={t('new.notes')}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button onClick={submit} loading={action.isPending} disabled={Boolean(refusal)}>
            {t('new.submit')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
