import { List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryDetails } from '../api/ask-assistant';
import { describeFilter } from '../format';
import { ASSISTANT } from '../messages';
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
  const { t } = useTranslation(ASSISTANT);
  const { database_query: query, analytical_intent: intent, entity_matching: matching } = details;
  return (
    <Collapsible title={t('details.title')}>
      <Stack gap={2} mt={2}>
        <Line label={t('details.table')}>{query.table}</Line>
        <Line label={t('details.columns')}>{query.columns.join(', ')}</Line>
        <Line label={t('details.filters')}>
          {query.filters.length === 0 ? t('details.noFilters') : ''}
        </Line>
        <List size="xs" spacing={0} withPadding>
          {query.filters.map((filter) => (
            <List.Item key={describeFilter(filter)}>{describeFilter(filter)}</List.Item>
          ))}
        </List>
        <Line label={t('details.analysis')}>
          {intent.groupings.length > 0
            ? t('details.analysisGrouped', {
                analysis: intent.analysis_type,
                groupings: intent.groupings.join(', '),
                value: intent.value_function,
              })
            : t('details.analysisAlone', {
                analysis: intent.analysis_type,
                value: intent.value_function,
              })}
        </Line>
        <Line label={t('details.sortedBy')}>
          {intent.sorting.by} {intent.sorting.direction}
        </Line>
        {matching.filters_applied.map((f) => (
          <Line
            key={`${f.dimension}:${f.user_input}`}
            label={t('details.matched', { dimension: f.dimension })}
          >
            {t('details.matches', {
              input: f.user_input,
              matches:
                f.matches_found.length > 0 ? f.matches_found.join(', ') : t('details.noMatch'),
              count: f.records_matched,
            })}
          </Line>
        ))}
      </Stack>
    </Collapsible>
  );
}
