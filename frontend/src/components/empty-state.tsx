import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconFilterOff, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface EmptyStateProps {
  /** What the list would hold, drawn above the sentence. */
  icon: Icon;
  /** The one sentence (the spec's empty text where it has one). */
  children: ReactNode;
  /** The one next step (a button), or nothing for a member who may not take it. */
  action?: ReactNode;
}

/** A list with no rows yet: an icon, one sentence and the next step. */
export function EmptyState({ icon: IconShown, children, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center" data-testid="empty-state">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden="true">
        <IconShown size={28} stroke={1.5} />
      </ThemeIcon>
      <Text c="dimmed" maw={440}>
        {children}
      </Text>
      {action}
    </Stack>
  );
}

export interface NextStepProps {
  /** What the step does, e.g. "Add a product" (not the plus button's name, which stays unique). */
  label: string;
  /** Opens a drawer here… */
  onClick?: () => void;
  /** …or goes to another screen. */
  to?: string;
  icon?: Icon;
}

/** An empty state's one next step, as a button. */
export function NextStep({ label, onClick, to, icon: IconShown = IconPlus }: NextStepProps) {
  const icon = <IconShown size={16} aria-hidden="true" />;
  return to ? (
    <Button component={Link} to={to} leftSection={icon}>
      {label}
    </Button>
  ) : (
    <Button onClick={onClick} leftSection={icon}>
      {label}
    </Button>
  );
}

/**
 * A searchable list's next step when it shows nothing: clear the search when one is typed, else
 * add the first one (nothing for a member who may not add).
 */
export function searchOrAddStep(options: {
  search: string;
  clearLabel: string;
  onClearSearch: () => void;
  addLabel: string;
  onAdd: () => void;
  mayAdd: boolean;
}): ReactNode {
  if (options.search)
    return (
      <NextStep label={options.clearLabel} icon={IconFilterOff} onClick={options.onClearSearch} />
    );
  return options.mayAdd ? <NextStep label={options.addLabel} onClick={options.onAdd} /> : null;
}
