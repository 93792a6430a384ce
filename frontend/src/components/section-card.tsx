import { Card, Group, Title } from '@mantine/core';
import { createContext, type ReactNode } from 'react';

export interface SectionCardProps {
  title: string;
  /** Buttons on the right of the section title (e.g. a plus button). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The title of the block around, for what inside needs a name (a table's scroll region). */
export const SectionTitle = createContext<string | undefined>(undefined);

/** One titled block of a detail screen (Details, Actions, Image, …). */
export function SectionCard({ title, actions, children }: SectionCardProps) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      <SectionTitle value={title}>{children}</SectionTitle>
    </Card>
  );
}
