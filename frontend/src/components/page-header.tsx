import { Badge, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRouteFormats } from '../lib/use-formats';
import { AddButton } from './add-button';

export interface PageHeaderProps {
  title: ReactNode;
  /** How many rows the list holds in all (its pages together), beside the title once known. */
  count?: number | null;
  /** The plus button in the top-right corner; its aria-label names what it creates. */
  addLabel?: string;
  onAdd?: () => void;
  addDisabled?: boolean;
  /** Why the member may not add one: the plus button is disabled, with this as its tooltip. */
  addDisabledReason?: string | null;
  /** Further buttons placed before the plus button (e.g. CSV import and export). */
  actions?: ReactNode;
}

/** A screen's h1 (with its list's count) and its actions on the right. */
export function PageHeader({
  title,
  count,
  addLabel,
  onAdd,
  addDisabled,
  addDisabledReason,
  actions,
}: PageHeaderProps) {
  const fmt = useRouteFormats();
  return (
    // On a narrow screen the actions move below the title rather than squeeze it.
    <Group justify="space-between" align="center" mb="md" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Title order={1} size="h2">
          {title}
        </Title>
        {count == null ? null : (
          <Badge
            variant="light"
            color="gray"
            size="lg"
            radius="sm"
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid="page-count"
          >
            {fmt.number(count)}
          </Badge>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        {actions}
        {addLabel ? (
          <AddButton
            label={addLabel}
            onClick={onAdd}
            disabled={addDisabled}
            disabledReason={addDisabledReason}
          />
        ) : null}
      </Group>
    </Group>
  );
}
