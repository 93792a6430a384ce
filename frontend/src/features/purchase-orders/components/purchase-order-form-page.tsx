import {
  Button,
  Container,
  Grid,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useLocations } from '../../../api/locations';
import { type Product, useAllProducts } from '../../../api/products';
import { BackButton } from '../../../components/back-button';
import { RemoveButton } from '../../../components/remove-button';
import { failureText } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import {
  type PurchaseOrder,
  usePurchaseOrderAction,
  useSupplierPrices,
  useSuppliers,
} from '../api/purchase-orders-api';
import { PURCHASE_ORDERS } from '../messages';
import { PurchaseOrderLoader } from './purchase-order-loader';

interface Line {
  key: number;
  productId: string | null;
  quantity: number | string;
  unitPrice: number | string;
}

let nextKey = 1;
const emptyLine = (): Line => ({ key: nextKey++, productId: null, quantity: 1, unitPrice: '' });

/** A product as the picker offers it: its name, and its SKU to find it by. */
const productOption = (product: Pick<Product, 'id' | 'name' | 'sku'>) => ({
  value: product.id,
  label: product.sku ? `${product.name} · ${product.sku}` : product.name,
});

/** /provider/:providerId/purchase-order: a new draft. */
export function NewPurchaseOrderPage() {
  return <PurchaseOrderForm order={null} />;
}

/** /provider/:providerId/purchase-order/:purchaseOrderId/edit: its terms, while DRAFT or SENT. */
export function EditPurchaseOrderPage() {
  return (
    <PurchaseOrderLoader>{(order) => <PurchaseOrderForm order={order} />}</PurchaseOrderLoader>
  );
}

/**
 * The draft's terms: the supplier (fixed once drafted), where it comes in, the products with
 * their units and prices (a product's price prefilled from the supplier's price for it), when it
 * is expected, and notes.
 */
function PurchaseOrderForm({ order }: { order: PurchaseOrder | null }) {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const { t } = useTranslation(PURCHASE_ORDERS);
  const fmt = useFormats(providerId);
  const { data: suppliers } = useSuppliers(providerId);
  const { data: locations } = useLocations(providerId);
  const { data: products } = useAllProducts(providerId);
  const action = usePurchaseOrderAction(providerId);
  const refusal = useRefusal(
    providerId,
    order
      ? 'PUT /api/provider/{provider_id}/purchase-orders/{purchase_order_id}'
      : 'POST /api/provider/{provider_id}/purchase-orders',
  );
  const [supplierId, setSupplierId] = useState<string | null>(order?.supplier.id ?? null);
  const [locationId, setLocationId] = useState<string | null>(order?.location.id ?? null);
  const [lines, setLines] = useState<Line[]>(
    order
      ? order.lines.map((line) => ({
          key: nextKey++,
          productId: line.product_id,
          quantity: line.quantity,
          unitPrice: line.unit_price.toFixed(2),
        }))
      : [emptyLine()],
  );
  const [expectedOn, setExpectedOn] = useState(order?.expected_on ?? '');
  const [notes, setNotes] = useState(order?.notes ?? '');
  const [checked, setChecked] = useState(false);
  const prices = useSupplierPrices(providerId, supplierId).data;
  const supplier = suppliers?.find((s) => s.id === supplierId);
  const currency = order?.currency ?? supplier?.currency ?? fmt.currency;
  const priceOf = (productId: string | null) => {
    const price = productId ? prices?.get(productId) : undefined;
    // As the supplier's price is written ("18.50"), as the lists show amounts.
    return price ? price.unit_price : '';
  };
  const productOptions = (products ?? []).filter((p) => p.active).map(productOption);
  // A product of the order no longer active still shows by its name.
  for (const line of order?.lines ?? [])
    if (!productOptions.some((option) => option.value === line.product_id))
      productOptions.push(
        productOption({ id: line.product_id, name: line.product_name, sku: line.sku }),
      );
  const change = (key: number, patch: Partial<Line>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  /** The price a line goes at: as typed, else the supplier's for the product ('' when none). */
  const effectivePrice = (line: Line) =>
    line.unitPrice === '' ? priceOf(line.productId) : line.unitPrice;
  const chosen = lines.filter((line) => line.productId);
  const total = chosen.reduce(
    (sum, line) => sum + Number(line.quantity || 0) * Number(effectivePrice(line) || 0),
    0,
  );
  const quantityError = (line: Line) =>
    checked && line.productId && !(Number(line.quantity) >= 1)
      ? t('form.errors.quantity')
      : undefined;
  const priceError = (line: Line) =>
    checked && line.productId && effectivePrice(line) === '' ? t('form.errors.price') : undefined;

  async function submit() {
    setChecked(true);
    if (!supplierId) return notifyError(t('form.errors.supplier'));
    if (!locationId) return notifyError(t('form.errors.location'));
    if (chosen.length === 0) return notifyError(t('form.errors.products'));
    if (chosen.some((line) => !(Number(line.quantity) >= 1) || effectivePrice(line) === '')) return;
    const body = {
      location_id: locationId,
      lines: chosen.map((line) => ({
        product_id: line.productId!,
        quantity: Number(line.quantity),
        unit_price: Number(effectivePrice(line)),
      })),
      expected_on: expectedOn || null,
      notes: notes.trim() || null,
    };
    try {
      const saved = order
        ? await action.mutateAsync({ kind: 'change', id: order.id, body })
        : await action.mutateAsync({ kind: 'create', body: { ...body, supplier_id: supplierId } });
      notifySuccess(order ? t('form.saved') : t('form.created', { number: saved.number }));
      navigate(`/provider/${providerId}/purchase-order/${saved.id}`, { replace: true });
    } catch (error) {
      notifyError(failureText(error));
    }
  }

  return (
    <Container component="section" size="md">
      <BackButton home={`/provider/${providerId}/purchase-orders`} />
      <Title order={1} size="h2" mb="md">
        {order ? (
          // The number stays whole on a narrow phone ("PO-" and "1001" on two lines reads badly).
          <Trans
            t={t}
            i18nKey="form.editTitle"
            values={{ number: order.number }}
            components={{ number: <span style={{ whiteSpace: 'nowrap' }} /> }}
          />
        ) : (
          t('form.newTitle')
        )}
      </Title>
      <Stack>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('form.supplier')}
              placeholder={t('form.supplierPlaceholder')}
              searchable
              disabled={order !== null}
              description={order ? t('form.supplierFixed') : undefined}
              data={(suppliers ?? []).map((s) => ({ value: s.id, label: s.name }))}
              value={supplierId}
              onChange={(value) => {
                setSupplierId(value);
                // Prices not typed yet come from the new supplier's once read.
                setLines((all) => all.map((line) => ({ ...line, unitPrice: '' })));
              }}
              error={checked && !supplierId ? t('form.errors.supplier') : undefined}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('form.location')}
              placeholder={t('form.locationPlaceholder')}
              data={(locations ?? [])
                .filter((l) => l.active || l.id === locationId)
                .map((l) => ({ value: l.id, label: l.name }))}
              value={locationId}
              onChange={setLocationId}
              error={checked && !locationId ? t('form.errors.location') : undefined}
            />
          </Grid.Col>
        </Grid>
        <Title order={2} size="h4">
          {t('form.products')}
        </Title>
        {lines.map((line, index) => {
          const number = String(index + 1);
          return (
            <Paper key={line.key} withBorder p="sm" data-testid="purchase-line">
              <Grid align="flex-end" gutter="xs">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label={t('form.productNumbered', { number })}
                    placeholder={t('form.productPlaceholder')}
                    searchable
                    data={productOptions.filter(
                      (option) =>
                        option.value === line.productId ||
                        !lines.some((other) => other.productId === option.value),
                    )}
                    value={line.productId}
                    onChange={(productId) =>
                      change(line.key, { productId, unitPrice: priceOf(productId) })
                    }
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 5, sm: 2 }}>
                  <NumberInput
                    label={t('form.quantityNumbered', { number })}
                    min={1}
                    allowDecimal={false}
                    allowNegative={false}
                    inputMode="numeric"
                    value={line.quantity}
                    onChange={(quantity) => change(line.key, { quantity })}
                    error={quantityError(line)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 5, sm: 3 }}>
                  <NumberInput
                    label={t('form.unitPriceNumbered', { number, currency })}
                    min={0}
                    decimalScale={2}
                    allowNegative={false}
                    inputMode="decimal"
                    value={effectivePrice(line)}
                    onChange={(unitPrice) => change(line.key, { unitPrice })}
                    error={priceError(line)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 2, sm: 1 }}>
                  <Group justify="flex-end">
                    <RemoveButton
                      label={t('form.remove', { number })}
                      disabled={lines.length === 1}
                      onClick={() => setLines((all) => all.filter((o) => o.key !== line.key))}
                    />
                  </Group>
                </Grid.Col>
              </Grid>
            </Paper>
          );
        })}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setLines((all) => [...all, emptyLine()])}
          >
            {t('form.addProduct')}
          </Button>
          <Text fw={600} data-testid="purchase-order-total">
            {t('form.total', { total: fmt.money(total, currency) })}
          </Text>
        </Group>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              type="date"
              label={t('form.expectedOn')}
              value={expectedOn}
              onChange={(event) => setExpectedOn(event.currentTarget.value)}
            />
          </Grid.Col>
        </Grid>
        <Textarea
          label={t('form.notes')}
          autosize
          minRows={2}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button onClick={submit} loading={action.isPending} disabled={Boolean(refusal)}>
            {order ? t('form.save') : t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
