import { Button, Group, Select, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { confirmAction } from '../../../components/confirm';
import { ProductNameCell } from '../../../components/product-name-cell';
import { TableScroll } from '../../../components/table-scroll';
import { notifyError } from '../../../lib/notify';
import {
  money,
  type OrderFormProduct,
  type OrderLine,
  orderFailureMessage,
  type PriceOption,
} from '../api/order-form-api';
import { QuantityInput } from './quantity-input';

/**
 * docs/product.md §5: the message when no product has a quantity (its spelling is the product's).
 */
export const NO_PRODUCTS_MESSAGE = 'At least one product is requiered for an order.';

export interface OrderFormProps {
  products: OrderFormProduct[];
  /** Orders show a Price column and send prices; movements do not. */
  showPrice: boolean;
  /** A product with several prices offers them in a dropdown (the provider's form). */
  choosePrice?: boolean;
  /**
   * Stock enforced (docs/product.md §2.6, 5): each product shows Available: N (or —), only products
   * with stock above 0 are listed, and quantities are capped at what is available.
   */
  enforceStock: boolean;
  /** While stock loads, quantities cannot be entered. */
  stockLoading?: boolean;
  /** Shown instead of the table when there is no product to list. */
  empty?: ReactNode;
  /** Checks made before anything else (client, location, type): a message, or null when fine. */
  check?: () => string | null;
  /**
   * Places the order, once confirmed. A failure is shown as a toast (docs/product.md §8); success
   * (toast and navigation) is the caller's.
   */
  onSubmit: (lines: OrderLine[], notes: string | null) => Promise<void>;
  /**
   * Lot-tracked products' lines: `receive` asks the lot code (required) and expiry date of an
   * inbound line; `choose` offers an optional lot to take from (blank: first expiry, first out).
   */
  lots?: 'receive' | 'choose';
}

interface LotEntry {
  lot_code: string;
  expiry_date: string;
}

function chosenPrice(
  product: OrderFormProduct,
  label: string | undefined,
): PriceOption | undefined {
  return product.prices.find((option) => option.label === label) ?? product.prices[0];
}

/** A product listed when stock is enforced: stock above 0, or unknown (the server decides). */
function isListed(product: OrderFormProduct, enforceStock: boolean): boolean {
  return !enforceStock || product.available == null || product.available > 0;
}

/**
 * The order form shared by the client portal and the provider (docs/product.md §2.6, Order form):
 * products with Price (orders) and Quantity, a totals row, optional Notes and Create, which asks
 * "Create this order?" before placing it.
 */
export function OrderForm({
  products,
  showPrice,
  choosePrice = false,
  enforceStock,
  stockLoading = false,
  empty,
  check,
  onSubmit,
  lots,
}: OrderFormProps) {
  const [lotEntries, setLotEntries] = useState<Record<string, LotEntry>>({});
  const lotOf = (product: OrderFormProduct): LotEntry =>
    lotEntries[product.id] ?? { lot_code: '', expiry_date: '' };
  const setLot = (product: OrderFormProduct, change: Partial<LotEntry>) =>
    setLotEntries((current) => ({ ...current, [product.id]: { ...lotOf(product), ...change } }));
  const asksLot = (product: OrderFormProduct) => Boolean(lots && product.trackLots);
  const [quantities, setQuantities] = useState<Record<string, number | null>>({});
  /** The label of the price picked per product; the first price applies by default. */
  const [priceLabels, setPriceLabels] = useState<Record<string, string>>({});
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);

  const rows = products.filter((product) => isListed(product, enforceStock));
  const cap = (product: OrderFormProduct) => (enforceStock ? product.available : null);
  const quantityOf = (product: OrderFormProduct) => {
    const quantity = quantities[product.id] ?? 0;
    const max = cap(product);
    return max == null ? quantity : Math.min(quantity, Math.max(0, max));
  };

  const totalQuantity = rows.reduce((sum, product) => sum + quantityOf(product), 0);
  const totalPrice = rows.reduce(
    (sum, product) =>
      sum + quantityOf(product) * (chosenPrice(product, priceLabels[product.id])?.price ?? 0),
    0,
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = check?.();
    if (problem) {
      notifyError(problem);
      return;
    }
    // docs/product.md §5: only products with a quantity other than zero are sent.
    const lines: OrderLine[] = rows
      .filter((product) => quantityOf(product) !== 0)
      .map((product) => {
        const line: OrderLine = { id: product.id, quantity: quantityOf(product) };
        const price = showPrice ? chosenPrice(product, priceLabels[product.id]) : undefined;
        if (price) line.price = price.price;
        if (asksLot(product)) {
          const entry = lotOf(product);
          if (entry.lot_code.trim()) line.lot_code = entry.lot_code.trim();
          if (lots === 'receive' && entry.expiry_date) line.expiry_date = entry.expiry_date;
        }
        return line;
      });
    const missingLot =
      lots === 'receive'
        ? rows.find(
            (product) =>
              asksLot(product) && quantityOf(product) !== 0 && !lotOf(product).lot_code.trim(),
          )
        : undefined;
    if (missingLot) {
      notifyError(`Enter the lot code of ${missingLot.name}.`);
      return;
    }
    if (!lines.some((line) => line.quantity > 0)) {
      notifyError(NO_PRODUCTS_MESSAGE);
      return;
    }
    if (!(await confirmAction('Create this order?', { confirmLabel: 'Create', danger: false })))
      return;
    setBusy(true);
    try {
      await onSubmit(lines, notes.trim() === '' ? null : notes.trim());
    } catch (error) {
      notifyError(orderFailureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Order form">
      <Stack gap="md">
        {rows.length === 0 ? (
          <Text c="dimmed" py="md">
            {empty ?? 'There are no products available to order right now.'}
          </Text>
        ) : (
          <TableScroll minWidth={480} label="Products">
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Product</Table.Th>
                  {showPrice ? <Table.Th>Price</Table.Th> : null}
                  <Table.Th>Quantity</Table.Th>
                  {rows.some(asksLot) ? <Table.Th>Lot</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((product) => (
                  <Table.Tr key={product.id}>
                    <Table.Td>
                      <ProductNameCell
                        product={{
                          name: product.name,
                          photo: product.photo,
                          thumbnail: product.thumbnail ?? null,
                        }}
                      />
                    </Table.Td>
                    {showPrice ? (
                      <Table.Td>
                        <PriceCell
                          product={product}
                          choosePrice={choosePrice}
                          label={chosenPrice(product, priceLabels[product.id])?.label}
                          onChange={(label) =>
                            setPriceLabels((current) => ({ ...current, [product.id]: label }))
                          }
                        />
                      </Table.Td>
                    ) : null}
                    <Table.Td>
                      <Stack gap={2}>
                        <QuantityInput
                          productName={product.name}
                          value={quantities[product.id] == null ? null : quantityOf(product)}
                          max={cap(product)}
                          disabled={enforceStock && stockLoading}
                          onChange={(quantity) =>
                            setQuantities((current) => ({ ...current, [product.id]: quantity }))
                          }
                        />
                        {enforceStock ? (
                          <Text size="xs" c="dimmed">
                            {`Available: ${product.available ?? '—'}`}
                          </Text>
                        ) : null}
                      </Stack>
                    </Table.Td>
                    {rows.some(asksLot) ? (
                      <Table.Td>
                        {asksLot(product) ? (
                          <Group gap="xs" wrap="nowrap">
                            <TextInput
                              aria-label={`Lot code of ${product.name}`}
                              placeholder={lots === 'receive' ? 'Lot code' : 'First to expire'}
                              value={lotOf(product).lot_code}
                              maxLength={64}
                              w={140}
                              onChange={(event) =>
                                setLot(product, { lot_code: event.currentTarget.value })
                              }
                            />
                            {lots === 'receive' ? (
                              <TextInput
                                type="date"
                                aria-label={`Expiry date of ${product.name}`}
                                value={lotOf(product).expiry_date}
                                w={150}
                                onChange={(event) =>
                                  setLot(product, { expiry_date: event.currentTarget.value })
                                }
                              />
                            ) : null}
                          </Group>
                        ) : null}
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr fw={600}>
                  <Table.Td>Total</Table.Td>
                  {showPrice ? (
                    <Table.Td>{money(Math.round(totalPrice * 100) / 100)}</Table.Td>
                  ) : null}
                  <Table.Td>{totalQuantity}</Table.Td>
                  {rows.some(asksLot) ? <Table.Td /> : null}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </TableScroll>
        )}
        <Textarea
          label="Notes"
          placeholder="Optional"
          autosize
          minRows={2}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Create
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PriceCell({
  product,
  choosePrice,
  label,
  onChange,
}: {
  product: OrderFormProduct;
  choosePrice: boolean;
  label: string | undefined;
  onChange: (label: string) => void;
}) {
  if (choosePrice && product.prices.length > 1) {
    return (
      <Select
        aria-label={`Price of ${product.name}`}
        // Values are positions: two custom prices may read the same.
        data={product.prices.map((option, index) => ({
          value: String(index),
          label: option.label,
        }))}
        value={String(
          Math.max(
            0,
            product.prices.findIndex((option) => option.label === label),
          ),
        )}
        onChange={(value) => {
          const option = value == null ? undefined : product.prices[Number(value)];
          if (option) onChange(option.label);
        }}
        allowDeselect={false}
        w={200}
        comboboxProps={{ withinPortal: true }}
      />
    );
  }
  return <Text size="sm">{label ?? '—'}</Text>;
}
