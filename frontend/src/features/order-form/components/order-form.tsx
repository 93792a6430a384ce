import {
  Badge,
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
import { breachText, missingToMinimum, type QuantityRules, rulesHint } from '../order-rules';
import { breakPrice, breaksLabel, reachedBreak } from '../price-breaks';
import { stockRefusedProducts } from '../stock-refusal';
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
   * The portal's provider shows stock in words (business settings' portal_stock): each product
   * says In stock, Low stock or Out of stock instead of Available: N, and one out of stock is
   * listed but cannot be ordered. With no number to cap at, the server's refusal of a quantity
   * above the stock is said beside its line.
   */
  stockInWords?: boolean;
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
  /**
   * The ordering rules (issue 37): each product's minimum and case pack are shown on its card or
   * row ("Min. 6 · packs of 6") and its stepper steps by them. `enforce` (the portal) says beside
   * the field what a typed quantity breaks and does not send it, and Create waits for the minimum
   * order value; `warn` (staff ordering for a client, who may override) says the same as warnings
   * and places the order. Absent: no rules.
   */
  rules?: 'enforce' | 'warn';
  /** The provider's minimum order value before tax, in its currency; null: none. */
  minOrderValue?: number | null;
  /**
   * The portal's catalog filters (issue 37), with the cart: `bar` is drawn under the search and
   * `keeps` says which products it leaves, together with the search.
   */
  catalogFilters?: { bar: ReactNode; keeps: (product: OrderFormProduct) => boolean };
  /**
   * The portal while the rest of its catalog is on its way (issue 37): `products` are its first
   * page, or what the server found for the search; `total` is how many the catalog lists; what is
   * typed goes to `onSearch` (the page asks the server); Create waits for the rest, where a line
   * kept on the device may be.
   */
  loadingRest?: { total: number; onSearch: (query: string) => void };
}

/** Phones and small tablets (below Mantine's `sm`): products as cards, not a table. */
export const PHONE = '(max-width: 47.99em)';

/** The colour of each word the portal may say of a stock. */
const AVAILABILITY_COLOR = { in_stock: 'teal', low: 'orange', out_of_stock: 'gray' } as const;

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

/**
 * The unit price of `quantity` units at the chosen price: the price that applies (the first)
 * is lowered by the quantity break reached, as the server prices it; another price staff pick
 * is kept as it is.
 */
function unitPrice(
  product: OrderFormProduct,
  label: string | undefined,
  quantity: number,
): number | undefined {
  const option = chosenPrice(product, label);
  if (!option) return undefined;
  return option === product.prices[0]
    ? breakPrice(option.price, product.priceBreaks ?? [], quantity)
    : option.price;
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
  stockInWords = false,
  overStock = 'cap',
  empty,
  check,
  onSubmit,
  lots,
  cart = false,
  quantities: keptQuantities,
  onQuantitiesChange,
  formats,
  rules,
  minOrderValue = null,
  catalogFilters,
  loadingRest,
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
  /** The lines the server refused for want of stock, until their quantity changes. */
  const [stockRefused, setStockRefused] = useState<ReadonlySet<string>>(new Set());
  const setQuantity = (id: string, quantity: number | null) => {
    changeQuantities((current) => ({ ...current, [id]: quantity }));
    if (stockRefused.has(id))
      setStockRefused((current) => new Set([...current].filter((each) => each !== id)));
  };
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
      sum +
      quantityOf(product) * (unitPrice(product, priceLabels[product.id], quantityOf(product)) ?? 0),
    0,
  );

  // What the list shows: the products matching the search, a page at a time on a phone and in
  // the portal. Totals and the order itself always count every product with a quantity.
  const matching = cart
    ? rows.filter(
        (product) => matchesSearch(product, query) && (catalogFilters?.keeps(product) ?? true),
      )
    : rows;
  const paged = cart || phone;
  const shown = paged ? matching.slice(0, shownCount) : matching;
  const chosen = rows.filter((product) => quantityOf(product) > 0);
  const summary = {
    lines: chosen.length,
    units: totalQuantity,
    total: fmt.money(Math.round(totalPrice * 100) / 100),
  };

  // The ordering rules: what each product's quantity breaks, and what the order lacks.
  const rulesOf = (product: OrderFormProduct): QuantityRules => ({
    minQuantity: product.minQuantity ?? null,
    casePack: product.casePack ?? null,
  });
  const breachOf = (product: OrderFormProduct) =>
    rules ? breachText(quantityOf(product), rulesOf(product), t, fmt.number) : null;
  /** Beside the field, as an error the form is not sent with (the portal). */
  const ruleError = (product: OrderFormProduct) => (rules === 'enforce' ? breachOf(product) : null);
  /** Under the field, as a warning staff may go past. */
  const ruleWarning = (product: OrderFormProduct) => {
    const reason = rules === 'warn' ? breachOf(product) : null;
    return reason ? (
      <Text size="xs" c="orange" maw={320}>
        {t('rules.staffLine', { reason })}
      </Text>
    ) : null;
  };
  const ruleHint = (product: OrderFormProduct, size: 'xs' | 'sm') => {
    const hint = rules ? rulesHint(rulesOf(product), t, fmt.number) : null;
    return hint ? (
      <Text size={size} c="dimmed">
        {hint}
      </Text>
    ) : null;
  };
  const missing = rules ? missingToMinimum(totalPrice, minOrderValue) : 0;
  const shortOfMinimum =
    missing > 0 && minOrderValue != null
      ? t(rules === 'warn' ? 'rules.staffMissing' : 'rules.missing', {
          missing: fmt.money(missing),
          minimum: fmt.money(minOrderValue),
        })
      : null;

  const quantityControl = (product: OrderFormProduct, stepper: boolean) => {
    const Control = stepper ? QuantityStepper : QuantityInput;
    return (
      <Control
        productName={product.name}
        value={quantities[product.id] == null ? null : quantityOf(product)}
        max={cap(product)}
        rules={rules ? rulesOf(product) : undefined}
        error={
          overBy(product) ??
          ruleError(product) ??
          (stockRefused.has(product.id) ? t('stock.notEnough') : null)
        }
        disabled={
          (enforceStock && stockLoading) ||
          (stockInWords && product.availability === 'out_of_stock')
        }
        onChange={(quantity) => setQuantity(product.id, quantity)}
      />
    );
  };
  const priceControl = (product: OrderFormProduct) => {
    if (!showPrice) return null;
    const cell = (
      <PriceCell
        product={product}
        choosePrice={choosePrice}
        label={chosenPrice(product, priceLabels[product.id])?.label}
        onChange={(label) => setPriceLabels((current) => ({ ...current, [product.id]: label }))}
      />
    );
    // The quantity breaks under the price ("12+ $4.00 · 48+ $3.50"): they lower the price that
    // applies, so they are read against it.
    const breaks = product.prices[0]
      ? breaksLabel(product.prices[0].price, product.priceBreaks ?? [], fmt.money, fmt.number)
      : '';
    return breaks ? (
      <Stack gap={2}>
        {cell}
        <Text size="xs" c="dimmed">
          {breaks}
        </Text>
      </Stack>
    ) : (
      cell
    );
  };
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
  /**
   * What is available, when stock is enforced: the spec's Available: N (in orange when low), or
   * in words as a badge where the provider prefers; unknown reads Available: — in both.
   */
  const availableText = (product: OrderFormProduct, size: 'xs' | 'sm') => {
    if (!enforceStock) return null;
    if (stockInWords && product.availability)
      return (
        <Badge
          variant="light"
          size={size === 'xs' ? 'sm' : 'md'}
          color={AVAILABILITY_COLOR[product.availability]}
          style={{ alignSelf: 'flex-start', flexShrink: 0 }}
        >
          {t(`stock.${product.availability}`)}
        </Badge>
      );
    return (
      <Text size={size} c={product.availability === 'low' ? 'orange' : 'dimmed'}>
        {t('form.available', {
          available: product.available == null ? '—' : fmt.number(product.available),
        })}
      </Text>
    );
  };
  const cardLines: FormLine[] = phone
    ? shown.map((product) => ({
        product,
        quantity: quantityControl(product, true),
        price: priceControl(product),
        available: availableText(product, 'sm'),
        lot: lotControl(product),
        rules: ruleHint(product, 'xs'),
        warning: ruleWarning(product),
      }))
    : [];
  const cartItems: CartItem[] = cartOpen
    ? chosen.map((product) => {
        const price = showPrice ? chosenPrice(product, priceLabels[product.id]) : undefined;
        const unit = showPrice
          ? unitPrice(product, priceLabels[product.id], quantityOf(product))
          : undefined;
        // The break the quantity reaches, said after the price it lowers.
        const reached =
          price && price === product.prices[0]
            ? reachedBreak(price.price, product.priceBreaks ?? [], quantityOf(product))
            : null;
        return {
          product,
          priceLabel: price
            ? reached
              ? `${price.label} · ${breaksLabel(price.price, [reached], fmt.money, fmt.number)}`
              : price.label
            : null,
          amount:
            unit !== undefined
              ? fmt.money(Math.round(quantityOf(product) * unit * 100) / 100)
              : null,
          quantity: quantityControl(product, true),
          onRemove: () => setQuantity(product.id, null),
        };
      })
    : [];

  // Create waits while it places or while the rest of the catalog is on its way.
  const waiting = busy || loadingRest !== undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (waiting) return;
    const problem = check?.();
    if (problem) {
      notifyError(problem);
      return;
    }
    // The portal's own rules: a minimum order value not met keeps Create waiting (the bar says
    // what is missing); a quantity a rule refuses is refused where it is said, as one above the
    // stock is.
    if (rules === 'enforce' && missing > 0) return;
    const over = rows.find((product) => overBy(product) ?? ruleError(product));
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
      const refused = stockRefusedProducts(error);
      if (refused.length > 0) {
        // Said beside the line refused; in the portal the cart lists every line chosen, the
        // refused one among them, wherever the search or the list has left it.
        setStockRefused(new Set(refused));
        if (cart) setCartOpen(true);
      }
    } finally {
      setBusy(false);
    }
  }

  const searching = query.trim() !== '';
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('form.label')}>
      <Stack gap="md">
        {/* While the rest loads, no row may be a search that found nothing on the server. */}
        {rows.length === 0 && !loadingRest ? (
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
                        onClick={() => {
                          setQuery('');
                          loadingRest?.onSearch('');
                        }}
                      />
                    ) : null
                  }
                  value={query}
                  onChange={(event) => {
                    setQuery(event.currentTarget.value);
                    setShownCount(PAGE);
                    loadingRest?.onSearch(event.currentTarget.value);
                  }}
                  // Enter in the search box searches; it does not place the order.
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') event.preventDefault();
                  }}
                />
                {catalogFilters?.bar}
                <Text size="sm" c="dimmed" aria-live="polite">
                  {t('form.showing', {
                    count: loadingRest?.total ?? rows.length,
                    shown: fmt.number(matching.length),
                    total: fmt.number(loadingRest?.total ?? rows.length),
                  })}
                </Text>
              </Stack>
            ) : null}
            {matching.length === 0 ? (
              <Text c="dimmed" py="md">
                {searching
                  ? t('form.noSearchMatch', { query: query.trim() })
                  : t('form.noFilterMatch')}
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
                            {availableText(product, 'xs')}
                            {ruleHint(product, 'xs')}
                            {ruleWarning(product)}
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
        {cart && (rows.length > 0 || loadingRest) ? (
          <>
            <CheckoutBar
              summary={summary}
              busy={waiting}
              onOpenCart={() => setCartOpen(true)}
              shortOfMinimum={rules === 'enforce' ? shortOfMinimum : null}
            />
            <CartDrawer
              opened={cartOpen}
              onClose={() => setCartOpen(false)}
              items={cartItems}
              summary={summary}
              busy={waiting}
              phone={phone}
              shortOfMinimum={rules === 'enforce' ? shortOfMinimum : null}
              onCreate={() => {
                setCartOpen(false);
                formRef.current?.requestSubmit();
              }}
            />
          </>
        ) : (
          <Group justify="flex-end" wrap="nowrap">
            {rules === 'warn' && shortOfMinimum && chosen.length > 0 ? (
              <Text size="sm" c="orange" ta="right">
                {shortOfMinimum}
              </Text>
            ) : null}
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
