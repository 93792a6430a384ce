import { Box, Button, Chip, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CatalogFilter,
  type ChosenFilters,
  chosenCount,
  type FilterValue,
  valueParam,
} from '../catalog-filters';
import { ORDER_FORM } from '../messages';

export interface CatalogFiltersProps {
  filters: readonly CatalogFilter[];
  chosen: ChosenFilters;
  onChange: (chosen: ChosenFilters) => void;
}

/**
 * The portal's catalog filters, under the search: a row of chips per field the provider marked
 * as a filter (several values of one field may be chosen), and Clear filters once one is. On a
 * phone each row scrolls sideways within itself, so the page never does.
 */
export function CatalogFilters({ filters, chosen, onChange }: CatalogFiltersProps) {
  const { t } = useTranslation(ORDER_FORM);
  if (filters.length === 0) return null;
  const count = chosenCount(chosen);
  return (
    <Stack gap={6} role="group" aria-label={t('catalogFilters.label')}>
      {filters.map((filter) => (
        <FilterRow
          key={filter.id}
          filter={filter}
          chosen={chosen[filter.id] ?? []}
          onChange={(values) => onChange({ ...chosen, [filter.id]: values })}
        />
      ))}
      {count > 0 ? (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => onChange({})}>
            {t('catalogFilters.clear')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function FilterRow({
  filter,
  chosen,
  onChange,
}: {
  filter: CatalogFilter;
  chosen: FilterValue[];
  onChange: (values: FilterValue[]) => void;
}) {
  const { t } = useTranslation(ORDER_FORM);
  const labelId = useId();
  const text = (value: FilterValue) =>
    typeof value === 'boolean' ? (value ? t('catalogFilters.yes') : t('catalogFilters.no')) : value;
  return (
    <Group gap="xs" wrap="nowrap" align="center" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500} style={{ flexShrink: 0 }}>
        {filter.name}
      </Text>
      {/* The chips scroll within the row; a little room keeps their focus ring in view. */}
      <Box style={{ overflowX: 'auto', minWidth: 0, flex: 1 }} py={4} px={2}>
        <Chip.Group
          multiple
          value={chosen.map(valueParam)}
          onChange={(picked) =>
            onChange(filter.values.filter((value) => picked.includes(valueParam(value))))
          }
        >
          <Group gap={6} wrap="nowrap">
            {filter.values.map((value) => (
              <Chip key={valueParam(value)} value={valueParam(value)} size="md" radius="xl">
                {text(value)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Box>
    </Group>
  );
}
