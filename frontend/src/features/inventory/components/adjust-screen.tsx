import {
  ActionIcon,
  Box,
  Button,
  CloseButton,
  Container,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconBarcode, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { type AdjustReason, adjustReasonOptions, reasonLabel } from '../../../api/inventory';
import type { Location } from '../../../api/locations';
import { AN_ADJUSTMENT } from '../../../api/orders';
import { MomentInput } from '../../../components/as-of-picker';
import { ConfirmFacts, confirmAction } from '../../../components/confirm';
import { Pager } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify';
import { useRefusal } from '../../../lib/session';
import {
  type FoundProduct,
  foundProductsQuery,
  type GridProduct,
  INVENTORY_PAGE_SIZE,
  useAdjustInventory,
  useFoundProducts,
  useInventoryGrid,
  useProductsStock,
} from '../api/inventory-api';
import {
  ALL,
  adjustmentsOf,
  cellKey,
  changesOf,
  type Edit,
  figuresOf,
  NONE,
  reachText,
  summaryOf,
} from '../grid';
import { useGridScope } from '../hooks/use-grid-scope';
import { useLiveInventory } from '../hooks/use-live-inventory';
import { INVENTORY } from '../messages';
import { AdjustCards } from './adjust-cards';
import { adjustInputId } from './adjust-cell';
import { AdjustChanges } from './adjust-changes';
import { GridFilters } from './grid-filters';
import { InventoryGrid } from './inventory-grid';
import { StartTracking } from './start-tracking';

/** Phones and small tablets (below Mantine's `sm`): a card per product, not the wide table. */
const PHONE = '(max-width: 47.99em)';

/** Which products the grid lists: the page of every product, or the lines being worked on. */
type View = 'all' | 'worked';

const SEARCH_ID = 'adjust-search';

/** A product found by the search, as the grid draws it (the search names no photo). */
function asGridProduct(found: FoundProduct): GridProduct {
  return {
    id: found.id,
    name: found.name,
    photo: null,
    thumbnail: null,
    active: found.active,
    metadata: {},
  };
}

/** The product a typed or scanned text names: its exact SKU or barcode, else the only one found. */
function pickFound(found: readonly FoundProduct[], text: string): FoundProduct | undefined {
  const wanted = text.trim().toLowerCase();
  return (
    found.find(
      (product) =>
        product.sku?.toLowerCase() === wanted || product.barcode?.toLowerCase() === wanted,
    ) ?? (found.length === 1 ? found[0] : undefined)
  );
}

/**
 * docs/product.md §2.7 Inventory in adjust mode (/provider/{id}/adjust): a target per cell, the
 * difference each makes beside it, a search (or a scanner) to find the product to change, the
 * lines being worked on, and a bar kept at the bottom of the window with the count of changes,
 * Discard and Adjust inventory. The confirm lists the changes under the spec's question.
 */
export function AdjustScreen() {
  const { t } = useTranslation(INVENTORY);
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const base = `/provider/${providerId}`;
  const adjustRefusal = useRefusal(providerId, 'POST /api/order', AN_ADJUSTMENT);
  const writeRefusal = useRefusal(providerId);
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });

  const scope = useGridScope(providerId);
  const grid = useInventoryGrid(providerId, scope.page, scope.filters);
  const adjust = useAdjustInventory(providerId);
  const flashing = useLiveInventory(providerId);
  const pageFigures = useMemo(() => figuresOf(grid.data?.rows), [grid.data]);
  const pageProducts = grid.data?.products ?? [];
  const onPage = new Set(pageProducts.map((product) => product.id));

  // Why, a note, and when it took effect (optional, back-dated); each message beside its field.
  const [reason, setReason] = useState<AdjustReason | null>(null);
  const [reasonNote, setReasonNote] = useState('');
  const [effectiveAt, setEffectiveAt] = useState<string | undefined>(undefined);
  const [termErrors, setTermErrors] = useState<{
    reason?: string;
    note?: string;
    effectiveAt?: string;
  }>({});

  // The targets typed, and the products they were typed in (or a scan added), newest first.
  const [edits, setEdits] = useState<Record<string, Edit>>({});
  const [worked, setWorked] = useState<GridProduct[]>([]);
  const [view, setView] = useState<View>('all');
  const [search, setSearch] = useState('');
  const [searchError, setSearchError] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search, 250);
  const searching = debounced.trim() !== '';
  const found = useFoundProducts(providerId, debounced);
  const searchRef = useRef<HTMLInputElement>(null);

  const foundProducts = searching
    ? (found.data ?? []).map(
        (product) => pageProducts.find((each) => each.id === product.id) ?? asGridProduct(product),
      )
    : [];
  const rows = searching ? foundProducts : view === 'worked' ? worked : pageProducts;
  // Products off the page (found, or worked on) have their figures read one by one.
  const offPage = [
    ...new Set([...rows, ...worked].map((product) => product.id).filter((id) => !onPage.has(id))),
  ];
  const stock = useProductsStock(providerId, offPage);

  const known = (productId: string, locationId: string) => {
    const key = cellKey(productId, locationId);
    if (onPage.has(productId)) return pageFigures.get(key) ?? NONE;
    if (stock.loaded.has(productId)) return stock.figures.get(key) ?? NONE;
    return undefined;
  };
  const figure = (productId: string, locationId: string) => known(productId, locationId) ?? NONE;
  const pending = (productId: string) => !onPage.has(productId) && !stock.loaded.has(productId);

  const names = new Map<string, string>();
  for (const product of [...pageProducts, ...foundProducts, ...worked])
    names.set(product.id, product.name);
  const changes = changesOf(
    edits,
    scope.activeLocations,
    (productId) => names.get(productId) ?? t('adjust.aProduct'),
    (productId, locationId) => known(productId, locationId)?.current,
  );
  const summary = summaryOf(changes);

  const loading = scope.locationsPending || (view === 'all' && !searching && grid.isPending);
  const empty =
    !scope.locationsPending &&
    !grid.isPending &&
    (grid.data?.productCount === 0 || scope.activeLocations.length === 0);

  /** Adds a product to the lines being worked on (once), at the top. */
  function work(product: GridProduct) {
    setWorked((current) =>
      current.some((each) => each.id === product.id) ? current : [product, ...current],
    );
  }

  /** Puts the focus in a product's first input, once its line is drawn. */
  function focusProduct(productId: string) {
    const location = scope.shownLocations[0];
    if (!location) return;
    let tries = 0;
    const attempt = () => {
      const input = document.getElementById(adjustInputId(productId, location.id));
      if (input instanceof HTMLInputElement && !input.disabled) {
        input.scrollIntoView({ block: 'center' });
        input.focus();
        input.select();
      } else if (tries++ < 40) requestAnimationFrame(attempt);
    };
    requestAnimationFrame(attempt);
  }

  /**
   * Enter in the search box (a scanner sends it after the code): the product it names joins the
   * lines being worked on, its input takes the focus, and the box is emptied for the next scan.
   */
  async function pick() {
    const text = search.trim();
    if (!text) return;
    let results: FoundProduct[];
    try {
      results = await queryClient.fetchQuery(foundProductsQuery(providerId, text));
    } catch {
      setSearchError(t('adjust.search.failed'));
      return;
    }
    const product = pickFound(results, text);
    if (!product) {
      setSearchError(
        results.length === 0
          ? t('adjust.search.noMatch', { text })
          : t('adjust.search.several', { count: results.length, text }),
      );
      return;
    }
    setSearchError(null);
    work(pageProducts.find((each) => each.id === product.id) ?? asGridProduct(product));
    setSearch('');
    setView('worked');
    focusProduct(product.id);
  }

  /** Back to the search box, its text selected, ready for the next scan. */
  function backToSearch() {
    searchRef.current?.focus();
    searchRef.current?.select();
  }

  async function discard() {
    if (summary.cells > 0) {
      const sure = await confirmAction(t('adjust.discard.title', { count: summary.cells }), {
        confirmLabel: t('adjust.discard.confirm'),
        detail: (
          <ConfirmFacts
            facts={[t('adjust.discard.nothingSent'), t('adjust.discard.linesCleared')]}
          />
        ),
      });
      if (!sure) return;
    }
    setEdits({});
    setWorked([]);
    setView('all');
    setSearch('');
    setSearchError(null);
  }

  /** The why and when of the adjustment, checked beside their fields; false when refused. */
  function checkTerms(): boolean {
    const note = reasonNote.trim();
    const problems = {
      reason: reason ? undefined : t('adjust.reason.required'),
      note: reason === 'OTHER' && !note ? t('adjust.note.required') : undefined,
      effectiveAt:
        effectiveAt && Date.parse(effectiveAt) > Date.now()
          ? t('adjust.effective.notInFuture')
          : undefined,
    };
    setTermErrors(problems);
    const first = problems.reason
      ? 'adjust-reason'
      : problems.note
        ? 'adjust-note'
        : problems.effectiveAt
          ? 'adjust-effective'
          : null;
    if (!first) return true;
    // The terms sit above the grid, far from the bar's button: bring the first one into view.
    requestAnimationFrame(() => {
      const field = document
        .getElementById(first)
        ?.querySelector<HTMLInputElement>('input:not([type="hidden"])');
      field?.scrollIntoView({ block: 'center' });
      field?.focus({ preventScroll: true });
    });
    return false;
  }

  async function submit() {
    if (changes.length === 0) {
      notifyInfo(t('adjust.toasts.nothing'));
      return;
    }
    if (!checkTerms() || !reason) return;
    const note = reasonNote.trim();
    const label = reasonLabel(reason) ?? reason;
    const sure = await confirmAction(t('adjust.confirm.title'), {
      danger: false,
      wide: true,
      detail: (
        <AdjustChanges
          changes={changes}
          summary={summary}
          reason={note ? t('adjust.confirm.reasonWithNote', { reason: label, note }) : label}
        />
      ),
    });
    if (!sure) return;
    try {
      await adjust.mutateAsync({
        adjustments: adjustmentsOf(changes),
        terms: { reason, reasonNote: note || null, effectiveAt: effectiveAt ?? null },
      });
      notifySuccess(t('adjust.toasts.created'));
      navigate(`${base}/inventory`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && effectiveAt && error.message) {
        // The server's word on the effective date, where the date is.
        setTermErrors({ effectiveAt: error.message });
        notifyError(error.message);
        return;
      }
      notifyError(
        error instanceof ApiError && error.status === 403
          ? error.message || adjustRefusal || t('adjust.toasts.failed')
          : t('adjust.toasts.failed'),
      );
    }
  }

  const close = (
    <ActionIcon
      size="lg"
      variant="default"
      aria-label={t('adjust.close')}
      onClick={() => navigate(`${base}/inventory`)}
    >
      <IconX size={18} />
    </ActionIcon>
  );

  if (empty)
    return (
      <Container component="section" size="xl">
        <PageHeader title={t('adjust.title')} actions={close} />
        <StartTracking
          base={base}
          missing={scope.activeLocations.length === 0 ? 'location' : 'product'}
          mayAdd={!writeRefusal}
        />
      </Container>
    );

  const nothingListed = searching ? (
    <Text size="sm" c="dimmed">
      {found.isPending
        ? t('adjust.search.searching')
        : t('adjust.search.noMatch', { text: debounced.trim() })}
    </Text>
  ) : view === 'worked' ? (
    <Text size="sm" c="dimmed">
      {t('adjust.noLines')}
    </Text>
  ) : null;

  const onEdit = (product: GridProduct, location: Location, next: Edit) => {
    setEdits((current) => ({ ...current, [cellKey(product.id, location.id)]: next }));
    work(product);
  };
  // In the lines being worked on, Enter after a figure goes back to the search for the next scan.
  const onEnter = view === 'worked' || searching ? backToSearch : undefined;

  return (
    <Container component="section" size="xl">
      <PageHeader
        title={t('adjust.title')}
        count={loading ? undefined : grid.data?.total}
        actions={close}
      />
      <Group mb="md" gap="sm" align="flex-start">
        <Box id="adjust-reason" w={{ base: '100%', xs: 200 }}>
          <Select
            label={t('adjust.reason.label')}
            placeholder={t('adjust.reason.placeholder')}
            data={adjustReasonOptions()}
            value={reason}
            error={termErrors.reason}
            onChange={(value) => {
              setReason(value as AdjustReason | null);
              setTermErrors(({ reason: _, ...rest }) => rest);
            }}
            required
            allowDeselect={false}
          />
        </Box>
        <Box id="adjust-note" w={{ base: '100%', xs: 280 }}>
          <TextInput
            label={t('adjust.note.label')}
            placeholder={
              reason === 'OTHER' ? t('adjust.note.placeholderOther') : t('adjust.note.placeholder')
            }
            value={reasonNote}
            maxLength={500}
            error={termErrors.note}
            onChange={(event) => {
              setReasonNote(event.currentTarget.value);
              setTermErrors(({ note: _, ...rest }) => rest);
            }}
          />
        </Box>
        <div id="adjust-effective">
          <MomentInput
            label={t('adjust.effective.label')}
            value={effectiveAt}
            error={termErrors.effectiveAt}
            onChange={(value) => {
              setEffectiveAt(value);
              setTermErrors(({ effectiveAt: _, ...rest }) => rest);
            }}
            max={new Date().toISOString()}
          />
        </div>
      </Group>
      <GridFilters
        locations={scope.activeLocations}
        location={scope.locationFilter}
        onLocationChange={scope.setChosenLocation}
        fields={scope.selectFields}
        values={scope.fieldFilters}
        onFieldChange={scope.setFieldFilter}
      />
      <Group mb="md" gap="sm" align="flex-end">
        <TextInput
          ref={searchRef}
          id={SEARCH_ID}
          type="search"
          label={t('adjust.search.label')}
          description={t('adjust.search.description')}
          placeholder={t('adjust.search.placeholder')}
          leftSection={<IconBarcode size={16} />}
          rightSection={
            search ? (
              <CloseButton
                aria-label={t('adjust.search.clear')}
                onClick={() => {
                  setSearch('');
                  setSearchError(null);
                }}
              />
            ) : null
          }
          value={search}
          error={searchError}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setSearchError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void pick();
            }
          }}
          style={{ flex: '1 1 260px' }}
          maw={480}
        />
        <SegmentedControl
          aria-label={t('adjust.view.label')}
          value={view}
          onChange={(value) => {
            setView(value as View);
            setSearch('');
            setSearchError(null);
          }}
          data={[
            { value: 'all', label: t('adjust.view.all') },
            { value: 'worked', label: t('adjust.view.worked', { count: worked.length }) },
          ]}
        />
      </Group>
      {searching ? (
        <Text size="sm" mb="xs" aria-live="polite">
          {found.isPending
            ? t('adjust.search.searching')
            : t('adjust.search.found', { count: foundProducts.length, text: debounced.trim() })}
        </Text>
      ) : null}
      {phone ? (
        <AdjustCards
          products={rows}
          locations={scope.shownLocations}
          loading={loading}
          figure={figure}
          edits={edits}
          onEdit={onEdit}
          pending={pending}
          onEnter={onEnter}
          empty={nothingListed}
        />
      ) : (
        <InventoryGrid
          products={rows}
          locations={scope.shownLocations}
          all={scope.locationFilter === ALL}
          loading={loading}
          mode="adjust"
          figure={figure}
          flashing={flashing}
          edits={edits}
          onEdit={onEdit}
          pending={pending}
          onEnter={onEnter}
          empty={nothingListed}
        />
      )}
      {loading || searching || view === 'worked' ? null : (
        <Pager
          page={scope.page}
          pageSize={INVENTORY_PAGE_SIZE}
          total={grid.data?.total ?? 0}
          onPageChange={scope.setPage}
        />
      )}
      <StickyActionBar
        label={t('adjust.bar.label')}
        summary={
          <Stack gap={0}>
            <Text size="sm" fw={600} aria-live="polite">
              {summary.cells === 0
                ? t('summary.none')
                : t('count.changes', { count: summary.cells })}
            </Text>
            {summary.cells > 0 ? (
              <Text size="xs" c="dimmed" visibleFrom="xs">
                {reachText(summary)}
              </Text>
            ) : null}
          </Stack>
        }
      >
        <Button
          variant="default"
          onClick={discard}
          disabled={summary.cells === 0 && worked.length === 0}
        >
          {t('adjust.bar.discard')}
        </Button>
        <Button color="green" onClick={submit} loading={adjust.isPending} disabled={loading}>
          {t('adjust.bar.submit')}
        </Button>
      </StickyActionBar>
    </Container>
  );
}
