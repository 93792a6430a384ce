import { ActionIcon, Group, Skeleton, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BackButton } from './back-button';
import { WhyDisabled } from './why-disabled';

export interface DetailHeaderProps {
  /** Undefined while loading: a skeleton stands in for the h1. */
  title: string | undefined;
  /** aria-label of the pencil button, e.g. "Edit location"; no pencil without onEdit. */
  editLabel: string;
  onEdit?: () => void;
  /** Why the member may not edit it: the pencil is disabled, with this as its tooltip. */
  editDisabledReason?: string | null;
  /** Further buttons before the pencil (e.g. copy link). */
  actions?: ReactNode;
}

/** Back button, then the entity's name as h1 with its pencil button on the right. */
export function DetailHeader({
  title,
  editLabel,
  onEdit,
  editDisabledReason,
  actions,
}: DetailHeaderProps) {
  return (
    <>
      <BackButton />
      <Group justify="space-between" mb="md" wrap="nowrap">
        {title === undefined ? (
          <Skeleton height={32} width={240} />
        ) : (
          <Title order={1} size="h2">
            {title}
          </Title>
        )}
        <Group gap="xs" wrap="nowrap">
          {actions}
          <WhyDisabled reason={editDisabledReason}>
            <ActionIcon
              size="lg"
              variant="default"
              aria-label={editLabel}
              disabled={!onEdit || Boolean(editDisabledReason)}
              onClick={onEdit}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </WhyDisabled>
        </Group>
      </Group>
    </>
  );
}
