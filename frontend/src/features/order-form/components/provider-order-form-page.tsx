import { Card, Center, Container, Select, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { type Field, useActiveFields } from '../../../api/custom-fields';
import { useLocations } from '../../../api/locations';
import type { TransactionType } from '../../../api/orders';
import { useProviderSettings } from '../../../api/provider-settings';
import { PageHeader } from '../../../components/page-header';
import { Busy } from '../../../components/page-loader';
import { upsellOn402 } from '../../../components/upsell';
import { notifySuccess } from '../../../lib/notify';
import { useFormats } from '../../../lib/use-formats';
import {
  type CatalogProduct,
  type OrderFormProduct,
  type OrderLine,
  priceOptions,
  useClientAvailability,
  useClientPrices,
  useLocationStock,
  useOrderClients,
  useOrderProducts,
  usePlaceOrder,
} from '../api/order-form-api';
import { useClientOrderRules } from '../api/order-rules-api';
import { useClientPriceBreaks } from '../api/price-breaks-api';
import { ORDER_FORM } from '../messages';
import { OrderForm } from './order-form';

/** What the provider's form places: an order, or an inbound or outbound movement. */
export type FormType = Extract<TransactionType, 'ORDER' | 'IN' | 'OUT'>;

/**
 * docs/product.md §2.7: the title's key per type; the movement page without a type yet reads
 * Inventory.
 */
const TITLES = {
  ORDER: 'titles.order',
  IN: 'titles.inbound',
  OUT: 'titles.outbound',
} as const satisfies Record<FormType, string>;

const MOVEMENT_TYPES = [
  { value: 'IN', key: 'movementTypes.in' },
  { value: 'OUT', key: 'movementTypes.out' },
] as const;

type StatusFilter = 'all' | 'active' | 'inactive';

const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'active', 'inactive'];

/** The value of a custom field filter that lets every product through. */
const ALL = '__all__';

function matchesFilters(
  product: CatalogProduct,
  status: StatusFilter,
  fields: Field[],
  fieldFilters: Record<string, string>,
): boolean {
  if (status === 'active' && !product.active) return false;
  if (status === 'inactive' && product.active) return false;
  return fields.every((field) => {
    const wanted = fieldFilters[field.id];
    return !wanted || wanted === ALL || product.metadata?.[field.id] === wanted;
  });
}

export interface ProviderOrderFormPageProps {
  /** Null on the new movement page (/transaction): the user picks Inbound or Outbound. */
  type: FormType | null;
}

/**
 * docs/product.md §2.7, New order / movement: the provider's order form, for an order (client,
 * location, prices, stock enforced) or a movement (location; Outbound enforces stock, Inbound does
 * not).
 */
export function ProviderOrderFormPage({ type: fixedType }: ProviderOrderFormPageProps) {
  const { t } = useTranslation(ORDER_FORM);
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const fmt = useFormats(providerId);
  const [chosenType, setChosenType] = useState<FormType | null>(null);
  const type = fixedType ?? chosenType;
  const isOrder = type === 'ORDER';

  const [clientId, setClientId] = useState<string | null>(null);
  const [chosenLocation, setChosenLocation] = useState<string | null>(null);
  // docs/product.md §2.7's filter starts at All Products: a provider may order or move any of its
  // products.
  const [status, setStatus] = useState<StatusFilter>('all');
  const [fieldFilters, setFieldFilters] = useState<Record<string, string>>({});

  const clients = useOrderClients(providerId);
  const locations = useLocations(providerId);
  const products = useOrderProducts(providerId);
  const fields = useActiveFields(providerId, 'PRODUCTS');
  const prices = useClientPrices(providerId, isOrder ? clientId : null);
  const availability = useClientAvailability(providerId, isOrder ? clientId : null);
  // The ordering rules the client would meet in its portal: staff are warned, not held to them.
  const ownRules = useClientOrderRules(providerId, isOrder ? clientId : null);
  const ownBreaks = useClientPriceBreaks(providerId, isOrder ? clientId : null);
  const settings = useProviderSettings(providerId);

  // docs/product.md §4: active locations; the default one (or the first) is preselected.
  const activeLocations = (locations.data ?? []).filter((location) => location.active);
  const preselected =
    activeLocations.find((location) => location.default)?.id ?? activeLocations[0]?.id ?? null;
  const locationId =
    chosenLocation && activeLocations.some((location) => location.id === chosenLocation)
      ? chosenLocation
      : preselected;

  // Orders take stock away now; outbound movements too. Inbound adds stock: nothing to enforce.
  const enforceStock = type === 'ORDER' || type === 'OUT';
  const stock = useLocationStock(providerId, enforceStock ? locationId : null);

  const placing = usePlaceOrder('provider');
  const activeClients = (clients.data ?? []).filter((link) => link.active);
  const selectFields = (fields.data ?? []).filter((field) => field.field_type === 'SELECT');

  const header = <PageHeader title={t(fixedType ? TITLES[fixedType] : 'titles.movement')} />;

  if (clients.isPending || locations.isPending || products.isPending) {
    return (
      <Container component="section" size="lg">
        {header}
        <Center py="xl">
          <Busy />
        </Center>
      </Container>
    );
  }

  if (fixedType === 'ORDER' && (clients.data ?? []).length === 0) {
    return (
      <Container component="section" size="lg">
        {header}
        <Text c="dimmed" py="md">
          {t('noClients')}
        </Text>
      </Container>
    );
  }

  const available = availability.data ?? [];
  const allowed = new Set(available.map((row) => row.product_id));
  const customPrices = prices.data ?? [];
  const rulesOf = new Map((ownRules.data ?? []).map((row) => [row.product_id, row]));
  const breaksOf = new Map((ownBreaks.data ?? []).map((row) => [row.product_id, row]));
  const withRules = isOrder && Boolean(clientId);
  const formProducts: OrderFormProduct[] = (products.data ?? [])
    .filter((product) => matchesFilters(product, status, selectFields, fieldFilters))
    // A client with custom availability may order only those products.
    .filter((product) => !isOrder || allowed.size === 0 || allowed.has(product.id))
    .map((product) => ({
      id: product.id,
      name: product.name,
      photo: product.photo,
      thumbnail: product.thumbnail,
      sku: product.sku,
      prices: isOrder
        ? priceOptions(
            product.price,
            customPrices.filter((custom) => custom.product_id === product.id),
            fmt.money,
            t,
          )
        : [],
      available: enforceStock && stock.data ? (stock.data.get(product.id) ?? 0) : null,
      trackLots: (product as { track_lots?: boolean }).track_lots === true,
      // The client's own rules for the product win over the product's.
      ...(withRules
        ? {
            minQuantity: (rulesOf.get(product.id) ?? product).min_quantity ?? null,
            casePack: (rulesOf.get(product.id) ?? product).case_pack ?? null,
            // The client's own quantity breaks replace the product's, as the server prices them.
            priceBreaks: (breaksOf.get(product.id) ?? product).price_breaks ?? [],
          }
        : {}),
    }));

  function check(): string | null {
    if (!type) return t('checks.movementType');
    if (type === 'ORDER' && !clientId) return t('checks.client');
    if (!locationId) return t('checks.location');
    return null;
  }

  async function place(lines: OrderLine[], notes: string | null) {
    if (!type || !locationId) return;
    const order = await placing.mutateAsync({
      providerId,
      locationId,
      ...(type === 'ORDER' ? { clientId } : {}),
      transaction_type: type,
      products: type === 'ORDER' ? lines : lines.map(({ price: _, ...movement }) => movement),
      notes,
    });
    notifySuccess(t('toasts.created'));
    navigate(`/provider/${providerId}/${type === 'ORDER' ? 'order' : 'transaction'}/${order.id}`);
  }

  return (
    <Container component="section" size="lg">
      {header}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mb="md">
        {fixedType ? null : (
          <Select
            label={t('filters.movementType.label')}
            placeholder={t('filters.movementType.placeholder')}
            data={MOVEMENT_TYPES.map(({ value, key }) => ({ value, label: t(key) }))}
            value={chosenType}
            onChange={(value) => setChosenType(value as FormType | null)}
          />
        )}
        {isOrder ? (
          <Select
            label={t('filters.client.label')}
            placeholder={t('filters.client.placeholder')}
            data={activeClients.map((link) => ({ value: link.client.id, label: link.client.name }))}
            value={clientId}
            onChange={setClientId}
            searchable
            nothingFoundMessage={t('filters.client.nothingFound')}
          />
        ) : null}
        <Select
          label={t('filters.location.label')}
          placeholder={t('filters.location.placeholder')}
          data={activeLocations.map((location) => ({ value: location.id, label: location.name }))}
          value={locationId}
          onChange={setChosenLocation}
          allowDeselect={false}
        />
        <Select
          label={t('filters.productStatus')}
          data={STATUS_FILTERS.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          value={status}
          onChange={(value) => setStatus((value as StatusFilter | null) ?? 'all')}
          allowDeselect={false}
        />
        {selectFields.map((field) => (
          <Select
            key={field.id}
            label={field.field_label}
            data={[
              { value: ALL, label: t('filters.allOfField', { field: field.field_label }) },
              ...field.field_options.map((option) => ({ value: option, label: option })),
            ]}
            value={fieldFilters[field.id] ?? ALL}
            onChange={(value) =>
              setFieldFilters((current) => ({ ...current, [field.id]: value ?? ALL }))
            }
            allowDeselect={false}
          />
        ))}
      </SimpleGrid>
      <Card withBorder padding="md">
        <OrderForm
          products={formProducts}
          showPrice={isOrder}
          choosePrice
          enforceStock={enforceStock}
          // An outbound quantity above the stock stays as typed and is refused beside it.
          overStock={type === 'OUT' ? 'refuse' : 'cap'}
          stockLoading={enforceStock && Boolean(locationId) && stock.isLoading}
          empty={enforceStock ? t('empty.nothingToOrder') : t('empty.noFilterMatch')}
          check={check}
          lots={type === 'IN' ? 'receive' : type ? 'choose' : undefined}
          onSubmit={(lines, notes) => place(lines, notes).catch(upsellOn402(providerId))}
          rules={withRules ? 'warn' : undefined}
          minOrderValue={withRules ? (settings.data?.min_order_value ?? null) : null}
        />
      </Card>
    </Container>
  );
}
