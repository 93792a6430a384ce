import { ActionIcon, Container, Group } from '@mantine/core';
import { IconCertificate, IconPencil, IconReportAnalytics } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { downloadCheckpoints } from '../../../api/checkpoints';
import { AN_ADJUSTMENT } from '../../../api/orders';
import { AsOfPicker } from '../../../components/as-of-picker';
import { ExportCsvButton } from '../../../components/csv-actions';
import { Pager } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useAsOf } from '../../../components/use-as-of';
import { WhyDisabled } from '../../../components/why-disabled';
import { notifyError } from '../../../lib/notify';
import { permissionRefusal, useRefusal, useSession } from '../../../lib/session';
import { INVENTORY_PAGE_SIZE, inventoryExportPath, useInventoryGrid } from '../api/inventory-api';
import { ALL, cellKey, figuresOf, NONE } from '../grid';
import { useGridScope } from '../hooks/use-grid-scope';
import { useLiveInventory } from '../hooks/use-live-inventory';
import { INVENTORY } from '../messages';
import { ExplainBalance } from './explain-balance';
import { GridFilters } from './grid-filters';
import { type GridExtraColumn, InventoryGrid } from './inventory-grid';
import { StartTracking } from './start-tracking';

/** A historical view lights no cell: live changes are not applied to it. */
const NOTHING_LIT: ReadonlySet<string> = new Set();

/**
 * docs/product.md §2.7 Inventory, view mode: the filters, the grid of the page's products by
 * location (live, or as of a moment), and its pager. Adjust mode is adjust-screen.tsx.
 */
export function InventoryScreen({ extraColumn }: { extraColumn?: GridExtraColumn } = {}) {
  const { t } = useTranslation(INVENTORY);
  const providerId = useParams().providerId!;
  const navigate = useNavigate();
  const session = useSession();
  const base = `/provider/${providerId}`;
  const canAdjust = !permissionRefusal(session, providerId, 'POST /api/order', AN_ADJUSTMENT);
  const adjustRefusal = useRefusal(providerId, 'POST /api/order', AN_ADJUSTMENT);
  const writeRefusal = useRefusal(providerId);

  const scope = useGridScope(providerId);
  // Historical (?as_of=): the grid as it stood then; live pushes do not touch it.
  const { asOf, setAsOf, knownAt, setKnownAt } = useAsOf(true);
  const grid = useInventoryGrid(providerId, scope.page, scope.filters, asOf, knownAt);
  // Live: pushed stock figures update the grid in place, the cells that changed lit briefly.
  const flashing = useLiveInventory(providerId);
  const figures = useMemo(() => figuresOf(grid.data?.rows), [grid.data]);

  const loading = scope.locationsPending || grid.isPending;
  const rows = grid.data?.products ?? [];
  const figure = (productId: string, locationId: string) =>
    figures.get(cellKey(productId, locationId)) ?? NONE;

  async function saveCheckpoints() {
    try {
      await downloadCheckpoints(providerId);
    } catch {
      notifyError(t('view.checkpointsFailed'));
    }
  }

  const headerAction = (
    <Group gap="xs">
      {/* Every cell (not only this page), as it stands or as of the moment shown. */}
      <ExportCsvButton path={inventoryExportPath(providerId, asOf, knownAt)} noun="inventory" />
      {/* The signed checkpoints of the stock history, to keep outside the database. */}
      <ActionIcon
        size="lg"
        variant="default"
        aria-label={t('view.checkpoints')}
        title={t('view.checkpoints')}
        onClick={saveCheckpoints}
      >
        <IconCertificate size={18} />
      </ActionIcon>
      {/* The auditor's report of a period: every member may read it. */}
      <ActionIcon
        size="lg"
        variant="default"
        aria-label={t('view.auditReport')}
        title={t('view.auditReport')}
        onClick={() => navigate(`${base}/audit-report`)}
      >
        <IconReportAnalytics size={18} />
      </ActionIcon>
      <WhyDisabled reason={adjustRefusal}>
        <ActionIcon
          size="lg"
          variant="default"
          aria-label={t('view.adjust')}
          disabled={!canAdjust || asOf !== undefined}
          onClick={() => navigate(`${base}/adjust`)}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </WhyDisabled>
    </Group>
  );

  const empty = !loading && (grid.data?.productCount === 0 || scope.activeLocations.length === 0);

  return (
    <Container component="section" size="xl">
      <PageHeader
        title={t('view.title')}
        count={loading || empty ? undefined : grid.data?.total}
        actions={headerAction}
      />
      {empty ? (
        <StartTracking
          base={base}
          missing={scope.activeLocations.length === 0 ? 'location' : 'product'}
          mayAdd={!writeRefusal}
        />
      ) : (
        <>
          <AsOfPicker
            value={asOf}
            onChange={setAsOf}
            knownAt={knownAt}
            onKnownAtChange={setKnownAt}
          />
          <GridFilters
            locations={scope.activeLocations}
            location={scope.locationFilter}
            onLocationChange={scope.setChosenLocation}
            fields={scope.selectFields}
            values={scope.fieldFilters}
            onFieldChange={scope.setFieldFilter}
          />
          <InventoryGrid
            products={rows}
            locations={scope.shownLocations}
            all={scope.locationFilter === ALL}
            loading={loading}
            mode="view"
            figure={figure}
            flashing={asOf ? NOTHING_LIT : flashing}
            edits={{}}
            onEdit={() => {}}
            explain={(product, location, current) => (
              <ExplainBalance
                providerId={providerId}
                productId={product.id}
                locationId={location.id}
                label={t('cellLabel', { product: product.name, location: location.name })}
                moment={{ asOf, knownAt }}
              >
                {current}
              </ExplainBalance>
            )}
            extraColumn={extraColumn}
          />
          {loading ? null : (
            <Pager
              page={scope.page}
              pageSize={INVENTORY_PAGE_SIZE}
              total={grid.data?.total ?? 0}
              onPageChange={scope.setPage}
            />
          )}
        </>
      )}
    </Container>
  );
}
