import { List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { QueryDetails } from '../api/ask-assistant';
import { describeFilter } from '../format';
import { Collapsible } from './collapsible';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="xs">
      <Text span size="xs" fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/** Query Details: what was read, how it was analysed, and which names matched what. */
export function QueryDetailsSection({ details }: { details: QueryDetails }) {
  const { database_query: query, analytical_intent: intent, entity_matching: matching } = details;
  return (
    <Collapsible title="Query Details">
      <Stack gap={2} mt={2}>
        <Line label="Table">{query.table}</Line>
        <Line label="Columns">{query.columns.join(', ')}</Line>
        <Line label="Filters">{query.filters.length === 0 ? 'none' : ''}</Line>
        <List size="xs" spacing={0} withPadding>
          {query.filters.map((filter) => (
            <List.Item key={describeFilter(filter)}>{describeFilter(filter)}</List.Item>
          ))}
        </List>
        <Line label="Analysis">
          {intent.analysis_type}
          {intent.groupings.length > 0 ? ` by ${intent.groupings.join(', ')}` : ''} (
          {intent.value_function})
        </Line>
        <Line label="Sorted by">
          {intent.sorting.by} {intent.sorting.direction}
        </Line>
        {matching.filters_applied.map((f) => (
          <Line key={`${f.dimension}:${f.user_input}`} label={`Matched ${f.dimension}`}>
            "{f.user_input}" →{' '}
            {f.matches_found.length > 0 ? f.matches_found.join(', ') : 'no match'} (
            {f.records_matched} records)
          </Line>
        ))}
      </Stack>
    </Collapsible>
  );
}
