import { Alert, Card, Center, Container, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useClientProviders } from '../../../api/client-providers';
import { PageHeader } from '../../../components/page-header';
import { Busy } from '../../../components/page-loader';
import { formatsFor } from '../../../lib/format';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import {
  FIRST_PAGE,
  type OrderFormProduct,
  type OrderLine,
  priceNote,
  useClientProducts,
  usePlaceOrder,
} from '../api/order-form-api';
import { refusedForOrderRules } from '../api/order-rules-api';
import { awaitsApproval } from '../awaits-approval';
import { cartLines } from '../cart';
import {
  type ChosenFilters,
  filterValuesOf,
  matchesFilters,
  readChosenFilters,
  writeChosenFilters,
} from '../catalog-filters';
import { useSavedCart } from '../hooks/use-saved-cart';
import { ORDER_FORM } from '../messages';
import { stockRefusedProducts } from '../stock-refusal';
import { CatalogFilters } from './catalog-filters';
import {
  type CartAction,
  CartDrawerExtra,
  CartSideAction,
  CHECKOUT_BAR_ROOM,
  CHECKOUT_NOTE_ROOM,
} from './checkout';
import { OrderForm, PHONE } from './order-form';
import { QuickOrderButton } from './quick-order-drawer';
import { SavedListsButton } from './saved-lists-drawer';
import { SaveCartAsList } from './saved-lists-save';

/**
 * docs/product.md §2.6 New order (/client/{client_id}/order): a provider selector only when the
 * client has more than one provider (one is selected automatically), then the order form with stock
 * enforced. On success the new order opens. The provider chosen is kept in the address
 * (`?provider=`), so the portal's header names it and a reload keeps it; the quantities are kept
 * on the device (useSavedCart) until the order is placed.
 */
export function ClientNewOrderPage({ cartAction }: { cartAction?: CartAction } = {}) {
  const { t } = useTranslation(ORDER_FORM);
  const clientId = useParams().clientId!;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const providers = useClientProviders(clientId);
  const links = (providers.data ?? []).filter((link) => link.active);
  const asked = params.get('provider');
  const chosen = links.some((link) => link.provider.id === asked) ? asked : null;
  const providerId = links.length === 1 ? links[0].provider.id : chosen;
  // The whole catalog (searched and filtered in the browser); while it is on its way (seconds for
  // thousands of products on a phone's network), its first page, and the server's search of it.
  const whole = useClientProducts(clientId, providerId);
  const waiting = !whole.isSuccess;
  const firstPage = useClientProducts(clientId, providerId, { limit: FIRST_PAGE }, waiting);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 200);
  const found = useClientProducts(
    clientId,
    providerId,
    { search, limit: FIRST_PAGE },
    waiting && search !== '',
  );
  const partial = waiting && firstPage.isSuccess;
  const offer = partial ? (search !== '' && found.isSuccess ? found : firstPage) : whole;
  const placing = usePlaceOrder('client');

  const location = offer.data?.location ?? null;
  // Amounts in the provider's currency, written as the rest of the portal writes them (en-US);
  // the labels keep the spec's "price (note)".
  const shop = links.find((link) => link.provider.id === providerId)?.shop;
  const formats = formatsFor(undefined, shop?.currency);
  // Worked out once per answer, not on every quantity typed: a catalog may hold thousands of
  // products, and their labels repeat (one per price and note), so each is written once.
  const products = useMemo((): OrderFormProduct[] => {
    const labels = new Map<string, string>();
    const labelOf = (price: number, note: string) => {
      const key = `${price} ${note}`;
      let label = labels.get(key);
      if (label === undefined) {
        label = t('prices.option', { price: formats.money(price), note: priceNote(note, t) });
        labels.set(key, label);
      }
      return label;
    };
    return (offer.data?.products ?? []).map((product) => ({
      id: product.id,
      name: product.name,
      photo: product.photo,
      thumbnail: product.thumbnail ?? null,
      sku: product.sku ?? null,
      prices: (product.prices?.length
        ? product.prices.slice(0, 1)
        : [{ price: product.price, note: 'Default' }]
      ).map(({ price, note }) => ({ price, label: labelOf(price, note) })),
      available: product.available,
      availability: product.availability ?? null,
      // The rules the client meets (its own for the product, else the product's).
      minQuantity: product.min_quantity ?? null,
      casePack: product.case_pack ?? null,
      // The quantity breaks the client gets: its own for the product, else the product's.
      priceBreaks: product.price_breaks ?? [],
    }));
  }, [offer.data, t, formats]);
  const minOrderValue = offer.data?.minOrderValue ?? null;
  // In words (the provider keeps its stock numbers to itself) a product out of stock is listed,
  // to be seen but not ordered; else only what may be ordered, as the spec has it.
  const inWords = offer.data?.portalStock === 'words';
  const orderable = useMemo(
    () =>
      products.filter((product) =>
        inWords
          ? product.availability !== 'out_of_stock'
          : product.available == null || product.available > 0,
      ),
    [products, inWords],
  );
  // The kept cart is checked against the whole catalog only.
  const cart = useSavedCart(clientId, providerId, whole.isSuccess ? products : undefined);
  // The catalog filters (issue 37), kept in the address (`?f.Category=Bread`): a reload keeps them.
  const filters = offer.data?.filters ?? [];
  const chosenFilters = readChosenFilters(params, filters);
  const filterValues = useMemo(
    () =>
      new Map(
        (offer.data?.products ?? []).map((product) => [
          product.id,
          filterValuesOf(product.filter_values),
        ]),
      ),
    [offer.data],
  );
  const chooseFilters = (next: ChosenFilters) =>
    setParams(writeChosenFilters(params, filters, next), { replace: true });
  // On a phone the products are cards already: no card around them.
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });

  async function place(lines: OrderLine[], notes: string | null) {
    if (!providerId) return;
    let waits: string | null = null;
    const order = await placing
      .mutateAsync({
        providerId,
        clientId,
        locationId: location?.id ?? null,
        transaction_type: 'ORDER',
        // The server applies the client's price.
        products: lines.map(({ id, quantity }) => ({ id, quantity })),
        notes,
      })
      .catch((error: unknown) => {
        // Kept for a colleague's approval (a signed-in buyer above their limit): the order is
        // on the Approvals page, so the cart is emptied as if it had been placed.
        waits = awaitsApproval(error);
        if (waits) return null;
        // A refusal may come of stock that moved since the page read it: read it again.
        if (stockRefusedProducts(error).length > 0) void whole.refetch();
        // So may one of the ordering rules, changed since: read them again, each line shows it.
        if (refusedForOrderRules(error)) void whole.refetch();
        throw error;
      });
    cart.clear();
    if (!order) {
      notifyInfo(waits ?? '');
      navigate(`/client/${clientId}/approvals`);
      return;
    }
    notifySuccess(t('toasts.created'));
    navigate(`/client/${clientId}/order/${order.id}`);
  }

  let body: ReactNode;
  if (providers.isPending || (providerId && offer.isPending)) {
    body = (
      <Center py="xl">
        <Busy />
      </Center>
    );
  } else if (
    links.length === 0 ||
    (partial ? (firstPage.data?.total ?? 0) === 0 : whole.isSuccess && orderable.length === 0)
  ) {
    body = (
      <Text c="dimmed" py="md">
        {t('empty.nothingToOrder')}
      </Text>
    );
  } else if (providerId && offer.isSuccess) {
    const form = (
      <OrderForm
        key={providerId}
        products={inWords ? products : orderable}
        showPrice
        enforceStock
        stockInWords={inWords}
        // docs/product.md §5, client portal: without a default location the provider has to act.
        check={() => (location ? null : t('checks.noDefaultLocation'))}
        onSubmit={place}
        cart
        quantities={cart.quantities}
        onQuantitiesChange={cart.update}
        formats={formats}
        rules="enforce"
        minOrderValue={minOrderValue}
        loadingRest={
          partial ? { total: firstPage.data?.total ?? 0, onSearch: setTyped } : undefined
        }
        catalogFilters={
          // The filters once the whole catalog is here: they count on every product's values.
          !partial && filters.length > 0
            ? {
                bar: (
                  <CatalogFilters
                    filters={filters}
                    chosen={chosenFilters}
                    onChange={chooseFilters}
                  />
                ),
                keeps: (product) => matchesFilters(filterValues.get(product.id), chosenFilters),
              }
            : undefined
        }
      />
    );
    body = (
      // The room below keeps the fixed checkout bar off the form's end (taller while it says
      // what is missing to the minimum order value).
      <Stack gap="md" pb={CHECKOUT_BAR_ROOM + (minOrderValue ? CHECKOUT_NOTE_ROOM : 0)}>
        {cart.notices.length > 0 ? (
          <Alert
            color="yellow"
            title={t('portal.cartChanged')}
            withCloseButton
            closeButtonLabel={t('portal.dismiss')}
            onClose={cart.dismissNotices}
          >
            <Stack gap={4}>
              {cart.notices.map((notice) => (
                <Text key={notice} size="sm">
                  {notice}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        {/* Save as list, under the cart drawer's lines (saved-lists-save); beside Create, the
            route's side action (Request a quote). */}
        <CartSideAction.Provider
          value={cartAction?.({
            clientKey: clientId,
            providerId,
            // Not while only part of the catalog is read: lines it lacks would be left out of
            // the quote, and the cart emptied of them.
            lines: partial ? [] : cartLines(cart.quantities, products),
            clear: cart.clear,
          })}
        >
          <CartDrawerExtra.Provider
            value={
              <SaveCartAsList
                clientKey={clientId}
                providerId={providerId}
                lines={partial ? [] : cartLines(cart.quantities, products)}
              />
            }
          >
            {phone ? (
              form
            ) : (
              <Card withBorder padding="md">
                {form}
              </Card>
            )}
          </CartDrawerExtra.Provider>
        </CartSideAction.Provider>
      </Stack>
    );
  } else {
    body = null;
  }

  return (
    <Container component="section" size="lg">
      <PageHeader
        title={t('portal.title')}
        actions={
          // Quick order (pasted SKU lines or a CSV file) beside the title, above the search.
          providerId && whole.isSuccess && orderable.length > 0 ? (
            <Group gap="sm">
              <QuickOrderButton
                clientKey={clientId}
                providerId={providerId}
                products={products}
                quantities={cart.quantities}
                onQuantitiesChange={cart.update}
                phone={phone}
                formats={formats}
              />
              {/* The client's saved lists ("Monday order"), beside Quick order. */}
              <SavedListsButton
                clientKey={clientId}
                providerId={providerId}
                products={products}
                quantities={cart.quantities}
                onQuantitiesChange={cart.update}
                phone={phone}
              />
            </Group>
          ) : null
        }
      />
      {links.length > 1 ? (
        <Select
          label={t('portal.provider.label')}
          placeholder={t('portal.provider.placeholder')}
          data={links.map((link) => ({ value: link.provider.id, label: link.provider.name }))}
          value={chosen}
          onChange={(value) => setParams(value ? { provider: value } : {}, { replace: true })}
          mb="md"
          maw={360}
        />
      ) : null}
      {body}
    </Container>
  );
}
