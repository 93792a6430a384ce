import { Alert, Box, Code, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonLabel } from '../../../api/inventory';
import { useRouteFormats } from '../../../lib/use-formats';
import type { AuditReport } from '../api/audit-report-api';
import { actorName } from '../format';
import { AUDIT } from '../messages';
import { checkpointSummary, movementLabel, replaySummary } from '../report-words';

type Figures = AuditReport['cells'][number]['opening'];

/** A column of a report table: its header, the group its header sits under, how it aligns. */
interface ReportColumn {
  header: string;
  /** The header over it and its neighbours of the same group (Opening, Closing…). */
  group?: string;
  numeric?: boolean;
  /** A moment, kept on one line. */
  moment?: boolean;
}

/** A row of a report table: its cells in the columns' order; the Total row reads bold. */
interface ReportRow {
  key: string;
  cells: ReactNode[];
  total?: boolean;
}

/**
 * The look of the report's tables, written once: a box that scrolls both ways, its header rows
 * held at its top (the second under the first, as high as the first is measured) and its first
 * column at its left while it does, a line between column groups. `separate` borders, as a
 * collapsed border does not move with a held cell.
 */
const REPORT_CSS = `
.audit-report-scroll{overflow:auto;max-height:70vh;border:1px solid var(--mantine-color-default-border);border-radius:var(--mantine-radius-sm)}
table.audit-report-table{border-collapse:separate;border-spacing:0}
table.audit-report-table th,table.audit-report-table td{border-bottom:1px solid var(--mantine-color-default-border);background:var(--mantine-color-body)}
table.audit-report-table thead th{position:sticky;top:0;z-index:2;background:var(--mantine-color-default-hover);white-space:nowrap}
table.audit-report-table thead tr+tr th{top:var(--report-head-row,0px)}
table.audit-report-table thead th[data-group]{text-align:center}
table.audit-report-table tbody tr:last-child td{border-bottom:0}
table.audit-report-table [data-first]{position:sticky;left:0;z-index:1;min-width:6.5rem;max-width:13rem;overflow-wrap:anywhere;box-shadow:inset -1px 0 var(--mantine-color-default-border)}
table.audit-report-table thead [data-first]{z-index:3;background:var(--mantine-color-default-hover)}
table.audit-report-table [data-group-start]{border-left:1px solid var(--mantine-color-default-border)}
table.audit-report-table [data-numeric]{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
table.audit-report-table td[data-moment]{white-space:nowrap}
table.audit-report-table [data-total] td{font-weight:700}
`;

/** Whether column `index` starts a new group (a line on its left). */
function startsGroup(columns: readonly ReportColumn[], index: number): boolean {
  return index > 0 && columns[index - 1].group !== columns[index].group;
}

/** The attributes that place a cell: the held first column, a group's first, a figure. */
function cellAttributes(columns: readonly ReportColumn[], index: number) {
  return {
    'data-first': index === 0 || undefined,
    'data-group-start': startsGroup(columns, index) || undefined,
    'data-numeric': columns[index].numeric || undefined,
    'data-moment': columns[index].moment || undefined,
  };
}

/** The header: grouped columns under their group's name (two rows), the others across both. */
function ReportHead({ columns }: { columns: readonly ReportColumn[] }) {
  const grouped = columns.some((column) => column.group);
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, index) => {
          if (!column.group)
            return (
              <Table.Th
                key={`${column.group ?? ''} ${column.header}`}
                scope="col"
                rowSpan={grouped ? 2 : undefined}
                {...cellAttributes(columns, index)}
              >
                {column.header}
              </Table.Th>
            );
          if (!startsGroup(columns, index) && index > 0) return null;
          const span = columns.slice(index).findIndex((other) => other.group !== column.group);
          return (
            <Table.Th
              key={`group ${column.group}`}
              scope="colgroup"
              colSpan={span === -1 ? columns.length - index : span}
              data-group
              {...cellAttributes(columns, index)}
              data-numeric={undefined}
            >
              {column.group}
            </Table.Th>
          );
        })}
      </Table.Tr>
      {grouped ? (
        <Table.Tr>
          {columns.map((column, index) =>
            column.group ? (
              <Table.Th
                key={`${column.group ?? ''} ${column.header}`}
                scope="col"
                {...cellAttributes(columns, index)}
              >
                {column.header}
              </Table.Th>
            ) : null,
          )}
        </Table.Tr>
      ) : null}
    </Table.Thead>
  );
}

/**
 * A report table in a box of its own that scrolls both ways (the page never scrolls sideways),
 * with its header row and first column held in view, and that prints whole. While the table is
 * larger than the box, the box is a named region in the Tab order, so a keyboard scrolls it too.
 */
function ReportTable({
  label,
  columns,
  rows,
  empty,
}: {
  label: string;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  empty: string;
}) {
  const { t } = useTranslation(AUDIT);
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const shown = rows.length > 0;
  useEffect(() => {
    const element = box.current;
    if (!shown || !element) return;
    const table = element.querySelector('table');
    const firstRow = table?.tHead?.rows[0];
    const measure = () => {
      setScrolls(
        element.scrollWidth > element.clientWidth + 1 ||
          element.scrollHeight > element.clientHeight + 1,
      );
      // The second header row is held right under the first.
      if (table && firstRow)
        table.style.setProperty(
          '--report-head-row',
          `${firstRow.getBoundingClientRect().height}px`,
        );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (table) observer.observe(table);
    if (firstRow) observer.observe(firstRow);
    return () => observer.disconnect();
  }, [shown]);
  return (
    <Box component="section" aria-label={label}>
      <Title order={2} size="h4" mb="xs">
        {label}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <div
          ref={box}
          className="audit-report-scroll mantine-focus-auto"
          {...(scrolls
            ? { tabIndex: 0, role: 'region', 'aria-label': t('report.scrollable', { label }) }
            : {})}
        >
          <Table
            className="audit-report-table"
            aria-label={label}
            fz="sm"
            withRowBorders={false}
            verticalSpacing="xs"
            horizontalSpacing={8}
          >
            <ReportHead columns={columns} />
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key} data-total={row.total || undefined}>
                  {row.cells.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                    <Table.Td key={index} {...cellAttributes(columns, index)}>
                      {cell}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Box>
  );
}

/** The current, committed and total figures of one moment, as three cells. */
const figureCells = (figures: Figures): ReactNode[] => [
  figures.current,
  figures.committed,
  figures.total,
];

/** The three columns of the figures of one moment, under its name. */
const figureColumns = (t: TFunction<'audit'>, group: string): ReportColumn[] => [
  { header: t('report.columns.current'), group, numeric: true },
  { header: t('report.columns.committed'), group, numeric: true },
  { header: t('report.columns.total'), group, numeric: true },
];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/**
 * The stock's value at the report's moment per location and in total, and the cost of goods
 * sold in the period, marked verified when the replay found the value as the events make it.
 */
function StockValueSection({ value }: { value: AuditReport['value'] }) {
  const { t } = useTranslation(AUDIT);
  const fmt = useRouteFormats();
  return (
    <Stack gap="xs">
      <ReportTable
        label={t('report.value.title', { asOf: fmt.moment(value.as_of) })}
        empty={t('report.value.empty')}
        columns={[
          { header: t('report.columns.location') },
          { header: t('report.value.columns.value'), numeric: true },
          { header: t('report.value.columns.cogs'), numeric: true },
        ]}
        rows={[
          ...value.locations.map((row) => ({
            key: row.location_id,
            cells: [
              row.location_name ?? t('report.unknownLocation'),
              fmt.money(row.value),
              fmt.money(row.cogs),
            ],
          })),
          ...(value.locations.length > 0
            ? [
                {
                  key: 'total',
                  total: true,
                  cells: [t('report.cells.total'), fmt.money(value.total), fmt.money(value.cogs)],
                },
              ]
            : []),
        ]}
      />
      <Text size="xs" c="dimmed">
        {t('report.value.cogsNote')}
      </Text>
      <Text size="sm" c={value.verified ? 'teal' : 'red'} aria-label={t('report.value.verdict')}>
        {value.verified ? t('report.value.verified') : t('report.value.notVerified')}
      </Text>
    </Stack>
  );
}

/**
 * The report as a printable page: the period, the replay's verdict and the covering checkpoint,
 * then the figures per product and location, the movements by type and reason, and every
 * adjustment with who made it and why.
 */
export function AuditReportView({ report }: { report: AuditReport }) {
  const { totals, checkpoint } = report;
  const { t } = useTranslation(AUDIT);
  const fmt = useRouteFormats();
  // What a row without a name of its own (a deleted product or location) shows: never an id.
  const unknownProduct = t('report.unknownProduct');
  const unknownLocation = t('report.unknownLocation');
  const yesNo = (yes: boolean) => (yes ? t('report.yes') : t('report.no'));
  const during = t('report.groups.during');
  return (
    <Stack gap="lg">
      <style href="stockflow-audit-report" precedence="default">
        {REPORT_CSS}
      </style>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Fact label={t('report.from')}>{fmt.moment(report.from)}</Fact>
        <Fact label={t('report.to')}>{fmt.moment(report.to)}</Fact>
        <Fact label={t('report.location')}>
          {report.location ? (report.location.name ?? unknownLocation) : t('report.allLocations')}
        </Fact>
        <Fact label={t('report.knownAt')}>{fmt.moment(report.known_at)}</Fact>
      </SimpleGrid>

      <Alert
        color={report.replay.agrees ? 'teal' : 'red'}
        title={t('report.replay.title')}
        aria-label={t('report.replay.title')}
      >
        <Text size="sm">{replaySummary(report.replay)}</Text>
        <Text size="xs" c="dimmed">
          {t('report.replay.explanation', {
            count: report.replay.events,
            events: fmt.number(report.replay.events),
            asOf: fmt.moment(report.replay.as_of),
          })}
        </Text>
        {report.replay.problems.length > 0 ? (
          <List size="sm" mt="xs">
            {report.replay.problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        ) : null}
      </Alert>

      <Alert
        color={checkpoint.checkpoint ? 'teal' : 'yellow'}
        title={t('report.checkpoint.title')}
        aria-label={t('report.checkpoint.title')}
      >
        <Text size="sm">{checkpointSummary(checkpoint)}</Text>
        {checkpoint.checkpoint ? (
          <Stack gap={2} mt="xs">
            <Text size="xs">
              {t('report.checkpoint.head')} <Code>{checkpoint.checkpoint.head}</Code>
            </Text>
            <Text size="xs">
              {t('report.checkpoint.key')} <Code>{checkpoint.checkpoint.key}</Code>
            </Text>
            <Text size="xs" style={{ wordBreak: 'break-all' }}>
              {t('report.checkpoint.signature')} <Code>{checkpoint.checkpoint.signature}</Code>
            </Text>
          </Stack>
        ) : null}
      </Alert>

      <ReportTable
        label={t('report.cells.title')}
        empty={t('report.cells.empty')}
        columns={[
          { header: t('report.columns.product') },
          { header: t('report.columns.location') },
          ...figureColumns(t, t('report.groups.opening')),
          { header: t('report.columns.current'), group: during, numeric: true },
          { header: t('report.columns.committed'), group: during, numeric: true },
          { header: t('report.columns.changes'), group: during, numeric: true },
          ...figureColumns(t, t('report.groups.closing')),
          { header: t('report.columns.reconciles') },
        ]}
        rows={[
          ...report.cells.map((cell) => ({
            key: `${cell.product_id} ${cell.location_id}`,
            cells: [
              cell.product_name ?? unknownProduct,
              cell.location_name ?? unknownLocation,
              ...figureCells(cell.opening),
              fmt.signed(cell.change.current),
              fmt.signed(cell.change.committed),
              cell.changes,
              ...figureCells(cell.closing),
              yesNo(cell.reconciles),
            ],
          })),
          ...(report.cells.length > 0
            ? [
                {
                  key: 'total',
                  total: true,
                  cells: [
                    t('report.cells.total'),
                    '',
                    ...figureCells(totals.opening),
                    fmt.signed(totals.change.current),
                    fmt.signed(totals.change.committed),
                    totals.changes,
                    ...figureCells(totals.closing),
                    yesNo(totals.reconciles),
                  ],
                },
              ]
            : []),
        ]}
      />

      <StockValueSection value={report.value} />

      <ReportTable
        label={t('report.movements.title')}
        empty={t('report.movements.empty')}
        columns={[
          { header: t('report.columns.type') },
          { header: t('report.columns.reason') },
          { header: t('report.columns.changes'), numeric: true },
          { header: t('report.columns.currentChange'), numeric: true },
          { header: t('report.columns.committedChange'), numeric: true },
        ]}
        rows={report.movements.map((line) => ({
          key: `${line.order_type} ${line.event_type} ${line.reason ?? ''}`,
          cells: [
            movementLabel(line),
            reasonLabel(line.reason) ?? '—',
            line.changes,
            fmt.signed(line.current),
            fmt.signed(line.committed),
          ],
        }))}
      />

      <ReportTable
        label={t('report.adjustments.title')}
        empty={t('report.adjustments.empty')}
        columns={[
          { header: t('report.columns.effective'), moment: true },
          { header: t('report.columns.recorded'), moment: true },
          { header: t('report.columns.product') },
          { header: t('report.columns.location') },
          { header: t('report.columns.by') },
          { header: t('report.columns.reason') },
          { header: t('report.columns.note') },
          { header: t('report.columns.change'), numeric: true },
        ]}
        rows={report.adjustments.map((adjustment) => ({
          key: adjustment.event_id,
          cells: [
            adjustment.back_dated ? (
              <Fragment key="effective">
                {fmt.moment(adjustment.effective_at)}
                <Text size="xs" c="dimmed">
                  {t('report.adjustments.backDated')}
                </Text>
              </Fragment>
            ) : (
              fmt.moment(adjustment.effective_at)
            ),
            fmt.moment(adjustment.recorded_at),
            adjustment.product_name ?? unknownProduct,
            adjustment.location_name ?? unknownLocation,
            actorName(adjustment.actor),
            reasonLabel(adjustment.reason) ?? '—',
            adjustment.note ?? '',
            fmt.signed(adjustment.delta),
          ],
        }))}
      />
      {report.adjustment_count > report.adjustments.length ? (
        <Text size="sm" c="dimmed">
          {t('report.adjustments.firstOf', {
            shown: fmt.number(report.adjustments.length),
            total: fmt.number(report.adjustment_count),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}
