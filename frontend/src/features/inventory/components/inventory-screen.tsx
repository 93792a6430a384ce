import { ActionIcon, Button, Container, Group, Select, TextInput } from '@mantine/core';
import { IconCertificate, IconPencil, IconReportAnalytics, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { downloadCheckpoints } from '../../../api/checkpoints';
import { useActiveFields } from '../../../api/custom-fields';
import { ADJUST_REASONS, type AdjustReason } from '../../../api/inventory';
import { useLocations } from '../../../api/locations';
import { AN_ADJUSTMENT } from '../../../api/orders';
import { AsOfPicker, MomentInput } from '../../../components/as-of-picker';
import { confirmAction } from '../../../components/confirm';
import { ExportCsvButton } from '../../../components/csv-actions';
import { Pager } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useAsOf } from '../../../components/use-as-of';
import { WhyDisabled } from '../../../components/why-disabled';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify';
import { permissionRefusal, useRefusal, useSession } from '../../../lib/session';
import {
  type FieldFilters,
  INVENTORY_PAGE_SIZE,
  inventoryExportPath,
  useAdjustInventory,
  useInventoryGrid,
} from '../api/inventory-api';
import {
  ALL,
  adjustmentsOf,
  cellKey,
  type Edit,
  figuresOf,
  type InventoryMode,
  NONE,
} from '../grid';
import { useLiveInventory } from '../hooks/use-live-inventory';
import { ExplainBalance } from './explain-balance';
import { GridFilters } from './grid-filters';
import { InventoryGrid } from './inventory-grid';
import { StartTracking } from './start-tracking';

/** Adjust mode (issue 18): an adjustment says why, and optionally when it took effect. */
export const REASON_REQUIRED = 'Select a reason for the adjustment.';
export const NOTE_REQUIRED = 'Say what the other reason is in a note.';
export const NOT_IN_FUTURE = 'An adjustment cannot take effect in the future.';

/** A historical view lights no cell: live changes are not applied to it. */
const NOTHING_LIT: ReadonlySet<string> = new Set();

/**
 * docs/product.md §2.7 Inventory, in either mode: the filters, the grid of the page's products by
 * location (live, or as of a moment in view mode), its pager, and in adjust mode the targets typed
 * and Adjust inventory to send them.
 */
export function InventoryScreen({ mode }: { mode: InventoryMode }) {
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const session = useSession();
  const base = `/provider/${providerId}`;
  const canAdjust = !permissionRefusal(session, providerId, 'POST /api/order', AN_ADJUSTMENT);
  const adjustRefusal = useRefusal(providerId, 'POST /api/order', AN_ADJUSTMENT);
  const writeRefusal = useRefusal(providerId);

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
  const { asOf, setAsOf, knownAt, setKnownAt } = useAsOf(mode === 'view');
  const grid = useInventoryGrid(providerId, page, filters, asOf, knownAt);
  // Adjust mode: why (required), a note, and when it took effect (optional, back-dated).
  const [reason, setReason] = useState<AdjustReason | null>(null);
  const [reasonNote, setReasonNote] = useState('');
  const [effectiveAt, setEffectiveAt] = useState<string | undefined>(undefined);
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
    const adjustments = adjustmentsOf(edits, activeLocations, shownProducts, figure);
    if (adjustments.length === 0) {
      notifyInfo('There are no adjustments to be made.');
      return;
    }
    const note = reasonNote.trim();
    const problem = !reason
      ? REASON_REQUIRED
      : reason === 'OTHER' && !note
        ? NOTE_REQUIRED
        : effectiveAt && Date.parse(effectiveAt) > Date.now()
          ? NOT_IN_FUTURE
          : null;
    if (problem || !reason) {
      notifyError(problem ?? REASON_REQUIRED);
      return;
    }
    if (!(await confirmAction('Are you sure you want to adjust the inventory?', { danger: false })))
      return;
    try {
      await adjust.mutateAsync({
        adjustments,
        terms: { reason, reasonNote: note || null, effectiveAt: effectiveAt ?? null },
      });
      notifySuccess('The adjustment has been created.');
      navigate(`${base}/inventory`);
    } catch (error) {
      notifyError(
        error instanceof ApiError && error.status === 403
          ? error.message || adjustRefusal || 'There was a problem creating the adjustment.'
          : error instanceof ApiError && error.status === 400 && effectiveAt && error.message
            ? error.message
            : 'There was a problem creating the adjustment.',
      );
    }
  }

  async function saveCheckpoints() {
    try {
      await downloadCheckpoints(providerId);
    } catch {
      notifyError('The checkpoints could not be downloaded.');
    }
  }

  const headerAction =
    mode === 'view' ? (
      <Group gap="xs">
        {/* Every cell (not only this page), as it stands or as of the moment shown. */}
        <ExportCsvButton path={inventoryExportPath(providerId, asOf, knownAt)} noun="inventory" />
        {/* The signed checkpoints of the stock history, to keep outside the database. */}
        <ActionIcon
          size="lg"
          variant="default"
          aria-label="Download signed checkpoints"
          title="Download signed checkpoints"
          onClick={saveCheckpoints}
        >
          <IconCertificate size={18} />
        </ActionIcon>
        {/* The auditor's report of a period: every member may read it. */}
        <ActionIcon
          size="lg"
          variant="default"
          aria-label="Stock audit report"
          title="Stock audit report"
          onClick={() => navigate(`${base}/audit-report`)}
        >
          <IconReportAnalytics size={18} />
        </ActionIcon>
        <WhyDisabled reason={adjustRefusal}>
          <ActionIcon
            size="lg"
            variant="default"
            aria-label="Adjust inventory"
            disabled={!canAdjust || asOf !== undefined}
            onClick={() => navigate(`${base}/adjust`)}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </WhyDisabled>
      </Group>
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
      <PageHeader
        title={mode === 'view' ? 'Inventory' : 'Adjust'}
        count={loading || empty ? undefined : grid.data?.total}
        actions={headerAction}
      />
      {empty ? (
        <StartTracking
          base={base}
          missing={activeLocations.length === 0 ? 'location' : 'product'}
          mayAdd={!writeRefusal}
        />
      ) : (
        <>
          {mode === 'view' ? (
            <AsOfPicker
              value={asOf}
              onChange={setAsOf}
              knownAt={knownAt}
              onKnownAtChange={setKnownAt}
            />
          ) : (
            <Group mb="md" gap="sm" align="flex-end">
              <Select
                label="Reason"
                placeholder="Select a reason"
                data={ADJUST_REASONS.map((option) => ({ ...option }))}
                value={reason}
                onChange={(value) => setReason(value as AdjustReason | null)}
                required
                allowDeselect={false}
                w={200}
              />
              <TextInput
                label="Note"
                placeholder={reason === 'OTHER' ? 'Required for Other' : 'Optional'}
                value={reasonNote}
                maxLength={500}
                onChange={(event) => setReasonNote(event.currentTarget.value)}
                w={280}
              />
              <MomentInput
                label="Effective date"
                value={effectiveAt}
                onChange={setEffectiveAt}
                max={new Date().toISOString()}
              />
            </Group>
          )}
          <GridFilters
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
          <InventoryGrid
            products={rows}
            locations={shownLocations}
            all={locationFilter === ALL}
            loading={loading}
            mode={mode}
            figure={figure}
            flashing={asOf ? NOTHING_LIT : flashing}
            edits={edits}
            onEdit={(key, edit) => setEdits((current) => ({ ...current, [key]: edit }))}
            explain={(product, location, current) => (
              <ExplainBalance
                providerId={providerId}
                productId={product.id}
                locationId={location.id}
                label={`${product.name} at ${location.name}`}
                moment={{ asOf, knownAt }}
              >
                {current}
              </ExplainBalance>
            )}
          />
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
