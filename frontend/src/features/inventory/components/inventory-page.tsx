import {
  ActionIcon,
  Anchor,
  Button,
  Container,
  Group,
  NumberInput,
  Select,
  Skeleton,
  Table,
  Text,
} from '@mantine/core';
import { IconPencil, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { type Field, useActiveFields } from '../../../api/custom-fields';
import { type Location, useLocations } from '../../../api/locations';
import { AsOfPicker } from '../../../components/as-of-picker';
import { confirmAction } from '../../../components/confirm';
import { Pager } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { ProductNameCell } from '../../../components/product-name-cell';
import { useAsOf } from '../../../components/use-as-of';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import {
  type FieldFilters,
  type GridProduct,
  INVENTORY_PAGE_SIZE,
  type InventoryRow,
  type LocationAdjustment,
  useAdjustInventory,
  useInventoryGrid,
} from '../api/inventory-api';
import { cellKey, useLiveInventory } from '../hooks/use-live-inventory';
import { ADJUST_INVENTORY_REFUSAL, canAdjustInventory } from '../permissions';

/** The location select's value for "every location". */
const ALL = 'all';

type Mode = 'view' | 'adjust';

/** Spec 2.7 Inventory, view mode (/provider/{id}/inventory). */
export function InventoryPage() {
  return <InventoryScreen key="view" mode="view" />;
}

/**
 * Spec 2.7 Inventory, adjust mode (/provider/{id}/adjust). Without inventory:update the user is
 * sent back to the view mode with the refusal as a toast.
 */
export function AdjustInventoryPage() {
  const providerId = useParams().providerId!;
  const session = useSession();
  const allowed = canAdjustInventory(session, providerId);

  useEffect(() => {
    // The id keeps a second run of the effect (React strict mode) from showing it twice.
    if (!allowed) notifyError(ADJUST_INVENTORY_REFUSAL, { id: 'inventory-update-denied' });
  }, [allowed]);

  if (!allowed) return <Navigate to={`/provider/${providerId}/inventory`} replace />;
  // Its own key: leaving adjust mode drops the edits (spec 4).
  return <InventoryScreen key="adjust" mode="adjust" />;
}

/** Current and committed stock of one product at one location (0 when never recorded). */
interface Figures {
  current: number;
  committed: number;
}

const NONE: Figures = { current: 0, committed: 0 };

/** A historical view lights no cell: live changes are not applied to it. */
const NOTHING_LIT: ReadonlySet<string> = new Set();

/** The inventory rows as a lookup by product and location. */
function figuresOf(rows: InventoryRow[] | undefined): Map<string, Figures> {
  const figures = new Map<string, Figures>();
  for (const row of rows ?? []) {
    figures.set(cellKey(row.product_id, row.location_id), {
      current: row.current_stock,
      committed: row.committed_stock,
    });
  }
  return figures;
}

/**
 * A target typed into a cell, with the current figure it was typed against: the edits of other
 * pages are sent too, and their figures are no longer loaded.
 */
interface Edit {
  target: number | '';
  current: number;
}

function InventoryScreen({ mode }: { mode: Mode }) {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const session = useSession();
  const base = `/provider/${providerId}`;
  const canAdjust = canAdjustInventory(session, providerId);

  const locations = useLocations(providerId);
  const fields = useActiveFields(providerId, 'PRODUCTS');
  const adjust = useAdjustInventory(providerId);

  const activeLocations = useMemo(
    () => (locations.data ?? []).filter((location) => location.active),
    [locations.data],
  );
  const selectFields = useMemo(
    () => (fields.data ?? []).filter((field) => field.field_type === 'SELECT'),
    [fields.data],
  );

  // A single active location is auto-selected; otherwise All locations until one is chosen.
  const [chosenLocation, setChosenLocation] = useState<string | null>(null);
  const autoLocation = activeLocations.length === 1 ? activeLocations[0].id : ALL;
  const locationFilter =
    chosenLocation &&
    (chosenLocation === ALL || activeLocations.some((l) => l.id === chosenLocation))
      ? chosenLocation
      : autoLocation;
  const [fieldFilters, setFieldFilters] = useState<Record<string, string | null>>({});
  // Only the options chosen for fields still active filter the grid.
  const filters = useMemo(() => {
    const chosen: FieldFilters = {};
    for (const field of selectFields) {
      const wanted = fieldFilters[field.id];
      if (wanted) chosen[field.id] = wanted;
    }
    return chosen;
  }, [selectFields, fieldFilters]);
  const [page, setPage] = useState(0);
  // Historical (?as_of=, view mode only): the grid as it stood then; live pushes do not touch it.
  const { asOf, setAsOf } = useAsOf(mode === 'view');
  const grid = useInventoryGrid(providerId, page, filters, asOf);
  // Live: pushed stock figures update the grid in place, the cells that changed lit briefly.
  const flashing = useLiveInventory(providerId);
  const figures = useMemo(() => figuresOf(grid.data?.rows), [grid.data]);
  const [edits, setEdits] = useState<Record<string, Edit>>({});

  const loading = locations.isPending || grid.isPending;
  const shownLocations =
    locationFilter === ALL
      ? activeLocations
      : activeLocations.filter((location) => location.id === locationFilter);
  const rows = grid.data?.products ?? [];
  const shownProducts = new Set(rows.map((product) => product.id));
  const figure = (productId: string, locationId: string) =>
    figures.get(cellKey(productId, locationId)) ?? NONE;

  async function submit() {
    const byLocation = new Map<string, LocationAdjustment>();
    for (const [key, edit] of Object.entries(edits)) {
      const [productId, locationId] = key.split('|');
      if (!activeLocations.some((location) => location.id === locationId)) continue;
      const target = edit.target === '' ? 0 : Math.max(0, Math.floor(edit.target));
      // Target minus current (spec 4): the freshest current for the page shown.
      const current = shownProducts.has(productId)
        ? figure(productId, locationId).current
        : edit.current;
      const delta = target - current;
      if (delta === 0) continue;
      const entry = byLocation.get(locationId) ?? { locationId, products: [] };
      entry.products.push({ id: productId, quantity: delta });
      byLocation.set(locationId, entry);
    }
    if (byLocation.size === 0) {
      notifyInfo('There are no adjustments to be made.');
      return;
    }
    if (!(await confirmAction('Are you sure you want to adjust the inventory?', { danger: false })))
      return;
    try {
      await adjust.mutateAsync([...byLocation.values()]);
      notifySuccess('The adjustment has been created.');
      navigate(`${base}/inventory`);
    } catch (error) {
      notifyError(
        error instanceof ApiError && error.status === 403
          ? error.message || ADJUST_INVENTORY_REFUSAL
          : 'There was a problem creating the adjustment.',
      );
    }
  }

  const headerAction =
    mode === 'view' ? (
      <ActionIcon
        size="lg"
        variant="default"
        aria-label="Adjust inventory"
        disabled={!canAdjust || asOf !== undefined}
        onClick={() => navigate(`${base}/adjust`)}
      >
        <IconPencil size={18} />
      </ActionIcon>
    ) : (
      <ActionIcon
        size="lg"
        variant="default"
        aria-label="Close"
        onClick={() => navigate(`${base}/inventory`)}
      >
        <IconX size={18} />
      </ActionIcon>
    );

  const empty = !loading && (grid.data?.productCount === 0 || activeLocations.length === 0);

  return (
    <Container component="section" size="xl">
      <PageHeader title={mode === 'view' ? 'Inventory' : 'Adjust'} actions={headerAction} />
      {empty ? (
        <Text c="dimmed" py="md">
          Add your first{' '}
          <Anchor component={RouterLink} to={`${base}/products`}>
            product
          </Anchor>{' '}
          and{' '}
          <Anchor component={RouterLink} to={`${base}/locations`}>
            location
          </Anchor>{' '}
          to begin tracking inventory
        </Text>
      ) : (
        <>
          {mode === 'view' ? <AsOfPicker value={asOf} onChange={setAsOf} /> : null}
          <Filters
            locations={activeLocations}
            location={locationFilter}
            onLocationChange={setChosenLocation}
            fields={selectFields}
            values={fieldFilters}
            onFieldChange={(fieldId, value) => {
              setFieldFilters((current) => ({ ...current, [fieldId]: value }));
              setPage(0);
            }}
          />
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="sm" aria-label="Inventory">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Product</Table.Th>
                  {locationFilter === ALL ? (
                    shownLocations.map((location) => (
                      <Table.Th key={location.id}>{location.name}</Table.Th>
                    ))
                  ) : (
                    <Table.Th>Total</Table.Th>
                  )}
                  <Table.Th>Committed</Table.Th>
                  {locationFilter === ALL ? <Table.Th>Total</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {loading
                  ? Array.from({ length: 5 }, (_, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                      <Table.Tr key={index} data-testid="skeleton-row">
                        {Array.from({ length: 4 }, (_, cell) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells
                          <Table.Td key={cell}>
                            <Skeleton height={16} radius="sm" />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))
                  : rows.map((product) => (
                      <ProductRow
                        key={product.id}
                        product={product}
                        locations={shownLocations}
                        all={locationFilter === ALL}
                        mode={mode}
                        figure={figure}
                        flashing={asOf ? NOTHING_LIT : flashing}
                        edits={edits}
                        onEdit={(key, edit) => setEdits((current) => ({ ...current, [key]: edit }))}
                      />
                    ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {loading ? null : (
            <Pager
              page={page}
              pageSize={INVENTORY_PAGE_SIZE}
              total={grid.data?.total ?? 0}
              onPageChange={setPage}
            />
          )}
          {mode === 'adjust' ? (
            <Group justify="flex-end" mt="md">
              <Button color="green" onClick={submit} loading={adjust.isPending} disabled={loading}>
                Adjust inventory
              </Button>
            </Group>
          ) : null}
        </>
      )}
    </Container>
  );
}

interface FiltersProps {
  locations: Location[];
  location: string;
  onLocationChange: (location: string) => void;
  fields: Field[];
  values: Record<string, string | null>;
  onFieldChange: (fieldId: string, value: string | null) => void;
}

/** The location select and one select per active SELECT custom field of products. */
function Filters({
  locations,
  location,
  onLocationChange,
  fields,
  values,
  onFieldChange,
}: FiltersProps) {
  return (
    <Group mb="md" gap="sm" align="flex-end">
      <Select
        aria-label="Location"
        data={[
          { value: ALL, label: 'All locations' },
          ...locations.map((each) => ({ value: each.id, label: each.name })),
        ]}
        value={location}
        onChange={(value) => onLocationChange(value ?? ALL)}
        allowDeselect={false}
        w={220}
      />
      {fields.map((field) => (
        <Select
          key={field.id}
          aria-label={field.field_label}
          data={[
            { value: ALL, label: `All ${field.field_label}` },
            ...field.field_options.map((option) => ({ value: option, label: option })),
          ]}
          value={values[field.id] ?? ALL}
          onChange={(value) => onFieldChange(field.id, value === ALL ? null : value)}
          allowDeselect={false}
          w={220}
        />
      ))}
    </Group>
  );
}

interface ProductRowProps {
  product: GridProduct;
  /** The location columns: every active location, or the one selected. */
  locations: Location[];
  /** No location selected: Committed and Total sum every active location. */
  all: boolean;
  mode: Mode;
  figure: (productId: string, locationId: string) => Figures;
  /** The cells (product|location) a live change just updated, highlighted for a moment. */
  flashing: ReadonlySet<string>;
  edits: Record<string, Edit>;
  onEdit: (key: string, edit: Edit) => void;
}

/** A live change's highlight: a background that fades in and out. */
function flashStyle(lit: boolean) {
  return {
    transition: 'background-color 400ms ease',
    backgroundColor: lit ? 'var(--mantine-color-yellow-light)' : undefined,
  };
}

function ProductRow({
  product,
  locations,
  all,
  mode,
  figure,
  flashing,
  edits,
  onEdit,
}: ProductRowProps) {
  let committed = 0;
  let total = 0;
  let changed = false;
  for (const location of locations) {
    const { current, committed: held } = figure(product.id, location.id);
    committed += held;
    total += current + held;
    changed ||= flashing.has(cellKey(product.id, location.id));
  }
  return (
    <Table.Tr>
      <Table.Td>
        <ProductNameCell product={product} />
      </Table.Td>
      {locations.map((location) => {
        const key = cellKey(product.id, location.id);
        const current = figure(product.id, location.id).current;
        return (
          <Table.Td key={location.id} style={flashStyle(flashing.has(key))}>
            {mode === 'adjust' ? (
              <AdjustCell
                label={`${product.name} at ${location.name}`}
                current={current}
                edit={edits[key]}
                onEdit={(edit) => onEdit(key, edit)}
              />
            ) : (
              current
            )}
          </Table.Td>
        );
      })}
      <Table.Td style={flashStyle(changed)}>{committed}</Table.Td>
      {all ? <Table.Td style={flashStyle(changed)}>{total}</Table.Td> : null}
    </Table.Tr>
  );
}

interface AdjustCellProps {
  label: string;
  /** The live current figure. */
  current: number;
  edit: Edit | undefined;
  onEdit: (edit: Edit) => void;
}

/**
 * One cell of adjust mode: the target typed, else the current figure. While the cell has the
 * focus the figure it showed is held, so a live change does not move the value being edited.
 */
function AdjustCell({ label, current, edit, onEdit }: AdjustCellProps) {
  const [held, setHeld] = useState<number | null>(null);
  const shown = held ?? current;
  return (
    <NumberInput
      aria-label={label}
      value={edit?.target ?? shown}
      onFocus={() => setHeld(current)}
      onBlur={() => setHeld(null)}
      onChange={(value) =>
        onEdit({
          target: value === '' ? '' : Math.max(0, Math.floor(Number(value))),
          current: shown,
        })
      }
      min={0}
      placeholder="0"
      allowNegative={false}
      allowDecimal={false}
      hideControls
      w={96}
    />
  );
}
