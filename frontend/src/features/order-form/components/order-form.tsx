import {
  Button,
  CloseButton,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { ProductNameCell } from '../../../components/product-name-cell';
import { TableScroll } from '../../../components/table-scroll';
import type { Formats } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useRouteFormats } from '../../../lib/use-formats';
import {
  type OrderFormProduct,
  type OrderLine,
  orderFailureMessage,
  type PriceOption,
} from '../api/order-form-api';
import { matchesSearch, type Quantities } from '../cart';
import { ORDER_FORM } from '../messages';
import { CartDrawer, type CartItem, CheckoutBar } from './checkout';
import { type FormLine, ProductCards } from './product-cards';
import { QuantityInput, QuantityStepper } from './quantity-input';

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
  /**
   * Stock enforced, a quantity above what is available: `cap` cuts it down (docs/product.md §5,
   * orders); `refuse` keeps it as typed, says so beside the field and refuses the form (outbound
   * movements: a figure is never changed without a word).
   */
  overStock?: 'cap' | 'refuse';
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
  /**
   * The buyer's cart (the client portal, issue 37): a search over the products, steppers, a
   * checkout bar fixed at the bottom with the total and Create, and a cart drawer. The page keeps
   * CHECKOUT_BAR_ROOM free below the form, so the bar never covers its end.
   */
  cart?: boolean;
  /** Quantities kept by the caller (the portal keeps them on the device); else the form's own. */
  quantities?: Quantities;
  onQuantitiesChange?: (change: (current: Quantities) => Quantities) => void;
  /**
   * How amounts read: the portal passes its provider's (the portal's address names no provider);
   * else the provider's of the route.
   */
  formats?: Formats;
}

/** Phones and small tablets (below Mantine's `sm`): products as cards, not a table. */
export const PHONE = '(max-width: 47.99em)';

/** Cards (or, in the portal, rows) drawn at first and added per Show more: a long catalog stays quick. */
const PAGE = 60;

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
  overStock = 'cap',
  empty,
  check,
  onSubmit,
  lots,
  cart = false,
  quantities: keptQuantities,
  onQuantitiesChange,
  formats,
}: OrderFormProps) {
  const { t } = useTranslation(ORDER_FORM);
  const routeFormats = useRouteFormats();
  const fmt = formats ?? routeFormats;
  const [lotEntries, setLotEntries] = useState<Record<string, LotEntry>>({});
  const lotOf = (product: OrderFormProduct): LotEntry =>
    lotEntries[product.id] ?? { lot_code: '', expiry_date: '' };
  const setLot = (product: OrderFormProduct, change: Partial<LotEntry>) =>
    setLotEntries((current) => ({ ...current, [product.id]: { ...lotOf(product), ...change } }));
  const asksLot = (product: OrderFormProduct) => Boolean(lots && product.trackLots);
  const [ownQuantities, setOwnQuantities] = useState<Quantities>({});
  const quantities = keptQuantities ?? ownQuantities;
  const changeQuantities = onQuantitiesChange ?? setOwnQuantities;
  const setQuantity = (id: string, quantity: number | null) =>
    changeQuantities((current) => ({ ...current, [id]: quantity }));
  // Read at once (not after a first paint): a phone never flashes the table.
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const [query, setQuery] = useState('');
  const [shownCount, setShownCount] = useState(PAGE);
  const [cartOpen, setCartOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** The label of the price picked per product; the first price applies by default. */
  const [priceLabels, setPriceLabels] = useState<Record<string, string>>({});
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);

  const rows = products.filter((product) => isListed(product, enforceStock));
  const cap = (product: OrderFormProduct) =>
    enforceStock && overStock === 'cap' ? product.available : null;
  /** With `refuse`: the message beside a quantity above what is available, else null. */
  const overBy = (product: OrderFormProduct) =>
    enforceStock &&
    overStock === 'refuse' &&
    product.available != null &&
    (quantities[product.id] ?? 0) > product.available
      ? t('form.overStock', { available: fmt.number(product.available) })
      : null;
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

  // What the list shows: the products matching the search, a page at a time on a phone and in
  // the portal. Totals and the order itself always count every product with a quantity.
  const matching = cart ? rows.filter((product) => matchesSearch(product, query)) : rows;
  const paged = cart || phone;
  const shown = paged ? matching.slice(0, shownCount) : matching;
  const chosen = rows.filter((product) => quantityOf(product) > 0);
  const summary = {
    lines: chosen.length,
    units: totalQuantity,
    total: fmt.money(Math.round(totalPrice * 100) / 100),
  };

  const quantityControl = (product: OrderFormProduct, stepper: boolean) => {
    const Control = stepper ? QuantityStepper : QuantityInput;
    return (
      <Control
        productName={product.name}
        value={quantities[product.id] == null ? null : quantityOf(product)}
        max={cap(product)}
        error={overBy(product)}
        disabled={enforceStock && stockLoading}
        onChange={(quantity) => setQuantity(product.id, quantity)}
      />
    );
  };
  const priceControl = (product: OrderFormProduct) =>
    showPrice ? (
      <PriceCell
        product={product}
        choosePrice={choosePrice}
        label={chosenPrice(product, priceLabels[product.id])?.label}
        onChange={(label) => setPriceLabels((current) => ({ ...current, [product.id]: label }))}
      />
    ) : null;
  const lotControl = (product: OrderFormProduct) =>
    asksLot(product) ? (
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label={t('form.lot.codeOf', { name: product.name })}
          placeholder={lots === 'receive' ? t('form.lot.code') : t('form.lot.firstToExpire')}
          value={lotOf(product).lot_code}
          maxLength={64}
          w={140}
          onChange={(event) => setLot(product, { lot_code: event.currentTarget.value })}
        />
        {lots === 'receive' ? (
          <TextInput
            type="date"
            aria-label={t('form.lot.expiryOf', { name: product.name })}
            value={lotOf(product).expiry_date}
            w={150}
            onChange={(event) => setLot(product, { expiry_date: event.currentTarget.value })}
          />
        ) : null}
      </Group>
    ) : null;
  const availableText = (product: OrderFormProduct) =>
    enforceStock
      ? t('form.available', {
          available: product.available == null ? '—' : fmt.number(product.available),
        })
      : null;
  const cardLines: FormLine[] = phone
    ? shown.map((product) => ({
        product,
        quantity: quantityControl(product, true),
        price: priceControl(product),
        available: availableText(product),
        lot: lotControl(product),
      }))
    : [];
  const cartItems: CartItem[] = cartOpen
    ? chosen.map((product) => {
        const price = showPrice ? chosenPrice(product, priceLabels[product.id]) : undefined;
        return {
          product,
          priceLabel: price?.label ?? null,
          amount: price
            ? fmt.money(Math.round(quantityOf(product) * price.price * 100) / 100)
            : null,
          quantity: quantityControl(product, true),
          onRemove: () => setQuantity(product.id, null),
        };
      })
    : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = check?.();
    if (problem) {
      notifyError(problem);
      return;
    }
    const over = rows.find((product) => overBy(product));
    if (over) {
      // Refused where it is said: the quantity above what is available takes the focus.
      const input = document.querySelector<HTMLInputElement>(
        `[aria-label="${CSS.escape(t('quantity.of', { name: over.name }))}"]`,
      );
      input?.scrollIntoView({ block: 'center' });
      input?.focus();
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
      notifyError(t('checks.lotCode', { name: missingLot.name }));
      return;
    }
    if (!lines.some((line) => line.quantity > 0)) {
      // docs/product.md §5 (its spelling is the product's).
      notifyError(t('checks.noProducts'));
      return;
    }
    if (
      !(await confirmAction(t('confirm.create'), {
        confirmLabel: t('confirm.createLabel'),
        danger: false,
      }))
    )
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

  const searching = query.trim() !== '';
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('form.label')}>
      <Stack gap="md">
        {rows.length === 0 ? (
          <Text c="dimmed" py="md">
            {empty ?? t('empty.nothingToOrder')}
          </Text>
        ) : (
          <>
            {cart ? (
              <Stack gap={4}>
                <TextInput
                  type="search"
                  // 16 px text: a phone does not zoom in when the box is touched.
                  size="md"
                  label={t('form.search.label')}
                  placeholder={t('form.search.placeholder')}
                  leftSection={<IconSearch size={16} />}
                  rightSection={
                    searching ? (
                      <CloseButton
                        aria-label={t('form.search.clear')}
                        onClick={() => setQuery('')}
                      />
                    ) : null
                  }
                  value={query}
                  onChange={(event) => {
                    setQuery(event.currentTarget.value);
                    setShownCount(PAGE);
                  }}
                  // Enter in the search box searches; it does not place the order.
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') event.preventDefault();
                  }}
                />
                <Text size="sm" c="dimmed" aria-live="polite">
                  {t('form.showing', {
                    count: rows.length,
                    shown: fmt.number(matching.length),
                    total: fmt.number(rows.length),
                  })}
                </Text>
              </Stack>
            ) : null}
            {matching.length === 0 ? (
              <Text c="dimmed" py="md">
                {t('form.noSearchMatch', { query: query.trim() })}
              </Text>
            ) : phone ? (
              <ProductCards lines={cardLines} />
            ) : (
              <TableScroll minWidth={480} label={t('form.products')}>
                <Table verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('form.columns.product')}</Table.Th>
                      {showPrice ? <Table.Th>{t('form.columns.price')}</Table.Th> : null}
                      <Table.Th>{t('form.columns.quantity')}</Table.Th>
                      {rows.some(asksLot) ? <Table.Th>{t('form.columns.lot')}</Table.Th> : null}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {shown.map((product) => (
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
                        {showPrice ? <Table.Td>{priceControl(product)}</Table.Td> : null}
                        <Table.Td>
                          <Stack gap={2}>
                            {quantityControl(product, cart)}
                            {enforceStock ? (
                              <Text size="xs" c="dimmed">
                                {availableText(product)}
                              </Text>
                            ) : null}
                          </Stack>
                        </Table.Td>
                        {rows.some(asksLot) ? <Table.Td>{lotControl(product)}</Table.Td> : null}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr fw={600}>
                      <Table.Td>{t('form.total')}</Table.Td>
                      {showPrice ? <Table.Td>{summary.total}</Table.Td> : null}
                      <Table.Td>{totalQuantity}</Table.Td>
                      {rows.some(asksLot) ? <Table.Td /> : null}
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
              </TableScroll>
            )}
            {shown.length < matching.length ? (
              <Button
                variant="default"
                onClick={() => setShownCount((count) => count + PAGE)}
                style={{ alignSelf: 'center' }}
              >
                {t('form.showMore', {
                  count: Math.min(PAGE, matching.length - shown.length),
                  shown: fmt.number(Math.min(PAGE, matching.length - shown.length)),
                })}
              </Button>
            ) : null}
            {phone && !cart ? (
              // docs/product.md §2.6's totals row, below the cards on a phone.
              <Group
                justify="space-between"
                px="sm"
                wrap="nowrap"
                aria-label={t('form.total')}
                role="group"
              >
                <Text fw={600}>{t('form.total')}</Text>
                <Group gap="lg" wrap="nowrap">
                  {showPrice ? <Text fw={600}>{summary.total}</Text> : null}
                  <Text fw={600}>{totalQuantity}</Text>
                </Group>
              </Group>
            ) : null}
          </>
        )}
        <Textarea
          label={t('form.notes.label')}
          placeholder={t('form.notes.placeholder')}
          autosize
          minRows={2}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        {cart && rows.length > 0 ? (
          <>
            <CheckoutBar summary={summary} busy={busy} onOpenCart={() => setCartOpen(true)} />
            <CartDrawer
              opened={cartOpen}
              onClose={() => setCartOpen(false)}
              items={cartItems}
              summary={summary}
              busy={busy}
              phone={phone}
              onCreate={() => {
                setCartOpen(false);
                formRef.current?.requestSubmit();
              }}
            />
          </>
        ) : (
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {t('form.create')}
            </Button>
          </Group>
        )}
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
  const { t } = useTranslation(ORDER_FORM);
  if (choosePrice && product.prices.length > 1) {
    return (
      <Select
        aria-label={t('form.priceOf', { name: product.name })}
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
