import { Alert, Box, Code, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { reasonLabel } from '../../../api/inventory';
import { formatMoment } from '../../../lib/format';
import type { AuditReport } from '../api/audit-report-api';
import { formatDelta } from '../format';

type Figures = AuditReport['cells'][number]['opening'];

/** A table that scrolls sideways on a narrow screen and prints whole. */
function ReportTable({
  label,
  headers,
  children,
  empty,
}: {
  label: string;
  headers: string[];
  children: ReactNode[];
  empty: string;
}) {
  return (
    <Box component="section" aria-label={label}>
      <Title order={2} size="h4" mb="xs">
        {label}
      </Title>
      {children.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Box className="audit-report-scroll" style={{ overflowX: 'auto' }}>
          <Table striped withTableBorder aria-label={label} fz="sm">
            <Table.Thead>
              <Table.Tr>
                {headers.map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

const figureCells = (figures: Figures) => [
  <Table.Td key="current">{figures.current}</Table.Td>,
  <Table.Td key="committed">{figures.committed}</Table.Td>,
  <Table.Td key="total">{figures.total}</Table.Td>,
];

const FIGURE_HEADERS = (side: string) => [`${side} current`, `${side} committed`, `${side} total`];

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
 * The report as a printable page: the period, the replay's verdict and the covering checkpoint,
 * then the figures per product and location, the movements by type and reason, and every
 * adjustment with who made it and why.
 */
export function AuditReportView({ report }: { report: AuditReport }) {
  const { totals, checkpoint } = report;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <Fact label="From">{formatMoment(report.from)}</Fact>
        <Fact label="To">{formatMoment(report.to)}</Fact>
        <Fact label="Location">
          {report.location ? (report.location.name ?? report.location.id) : 'All locations'}
        </Fact>
        <Fact label="Figures as known at">{formatMoment(report.known_at)}</Fact>
      </SimpleGrid>

      <Alert
        color={report.replay.agrees ? 'teal' : 'red'}
        title="Replay of the stock events"
        aria-label="Replay of the stock events"
      >
        <Text size="sm">{report.replay.summary}</Text>
        <Text size="xs" c="dimmed">
          {`${report.replay.events} stock events of the provider replayed in commit order, compared with the ledger as of ${formatMoment(report.replay.as_of)}.`}
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
        title="Signed checkpoint"
        aria-label="Signed checkpoint"
      >
        <Text size="sm">{checkpoint.summary}</Text>
        {checkpoint.checkpoint ? (
          <Stack gap={2} mt="xs">
            <Text size="xs">
              Head <Code>{checkpoint.checkpoint.head}</Code>
            </Text>
            <Text size="xs">
              Key <Code>{checkpoint.checkpoint.key}</Code>
            </Text>
            <Text size="xs" style={{ wordBreak: 'break-all' }}>
              Signature <Code>{checkpoint.checkpoint.signature}</Code>
            </Text>
          </Stack>
        ) : null}
      </Alert>

      <ReportTable
        label="Opening and closing stock"
        empty="No stock was held and nothing changed in this period."
        headers={[
          'Product',
          'Location',
          ...FIGURE_HEADERS('Opening'),
          'Current change',
          'Committed change',
          'Changes',
          ...FIGURE_HEADERS('Closing'),
          'Reconciles',
        ]}
      >
        {[
          ...report.cells.map((cell) => (
            <Table.Tr key={`${cell.product_id} ${cell.location_id}`}>
              <Table.Td>{cell.product_name ?? cell.product_id}</Table.Td>
              <Table.Td>{cell.location_name ?? cell.location_id}</Table.Td>
              {figureCells(cell.opening)}
              <Table.Td>{formatDelta(cell.change.current)}</Table.Td>
              <Table.Td>{formatDelta(cell.change.committed)}</Table.Td>
              <Table.Td>{cell.changes}</Table.Td>
              {figureCells(cell.closing)}
              <Table.Td>{cell.reconciles ? 'Yes' : 'No'}</Table.Td>
            </Table.Tr>
          )),
          ...(report.cells.length > 0
            ? [
                <Table.Tr key="total" fw={700}>
                  <Table.Td>Total</Table.Td>
                  <Table.Td />
                  {figureCells(totals.opening)}
                  <Table.Td>{formatDelta(totals.change.current)}</Table.Td>
                  <Table.Td>{formatDelta(totals.change.committed)}</Table.Td>
                  <Table.Td>{totals.changes}</Table.Td>
                  {figureCells(totals.closing)}
                  <Table.Td>{totals.reconciles ? 'Yes' : 'No'}</Table.Td>
                </Table.Tr>,
              ]
            : []),
        ]}
      </ReportTable>

      <ReportTable
        label="Movements by type and reason"
        empty="No stock changed in this period."
        headers={['Type', 'Reason', 'Changes', 'Current change', 'Committed change']}
      >
        {report.movements.map((line) => (
          <Table.Tr key={`${line.order_type} ${line.event_type} ${line.reason ?? ''}`}>
            <Table.Td>{line.label}</Table.Td>
            <Table.Td>{reasonLabel(line.reason) ?? '—'}</Table.Td>
            <Table.Td>{line.changes}</Table.Td>
            <Table.Td>{formatDelta(line.current)}</Table.Td>
            <Table.Td>{formatDelta(line.committed)}</Table.Td>
          </Table.Tr>
        ))}
      </ReportTable>

      <ReportTable
        label="Adjustments"
        empty="No adjustment applies to this period."
        headers={['Effective', 'Recorded', 'Product', 'Location', 'By', 'Reason', 'Note', 'Change']}
      >
        {report.adjustments.map((adjustment) => (
          <Table.Tr key={adjustment.event_id}>
            <Table.Td>
              {formatMoment(adjustment.effective_at)}
              {adjustment.back_dated ? (
                <Text size="xs" c="dimmed">
                  Back-dated
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>{formatMoment(adjustment.recorded_at)}</Table.Td>
            <Table.Td>{adjustment.product_name ?? adjustment.product_id}</Table.Td>
            <Table.Td>{adjustment.location_name ?? adjustment.location_id}</Table.Td>
            <Table.Td>{adjustment.actor.name ?? adjustment.actor.id ?? '—'}</Table.Td>
            <Table.Td>{reasonLabel(adjustment.reason) ?? '—'}</Table.Td>
            <Table.Td>{adjustment.note ?? ''}</Table.Td>
            <Table.Td>{formatDelta(adjustment.delta)}</Table.Td>
          </Table.Tr>
        ))}
      </ReportTable>
      {report.adjustment_count > report.adjustments.length ? (
        <Text size="sm" c="dimmed">
          {`The first ${report.adjustments.length} of ${report.adjustment_count} adjustments are listed; the CSV file lists the same.`}
        </Text>
      ) : null}
    </Stack>
  );
}
