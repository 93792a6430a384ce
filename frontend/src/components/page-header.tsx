import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AddButton } from './add-button';

export interface PageHeaderProps {
  title: ReactNode;
  /** The plus button in the top-right corner; its aria-label names what it creates. */
  addLabel?: string;
  onAdd?: () => void;
  addDisabled?: boolean;
  /** Why the member may not add one: the plus button is disabled, with this as its tooltip. */
  addDisabledReason?: string | null;
  /** Further buttons placed before the plus button (e.g. CSV import and export). */
  actions?: ReactNode;
}

/** A screen's h1 with its actions on the right. */
export function PageHeader({
  title,
  addLabel,
  onAdd,
  addDisabled,
  addDisabledReason,
  actions,
}: PageHeaderProps) {
  return (
    <Group justify="space-between" align="center" mb="md" wrap="nowrap">
      <Title order={1} size="h2">
        {title}
      </Title>
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
