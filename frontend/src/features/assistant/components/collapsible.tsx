import { Collapse, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A titled section of a reply that opens and closes on its title. */
export function Collapsible({
  title,
  initiallyOpen = false,
  children,
}: {
  title: string;
  initiallyOpen?: boolean;
  children: ReactNode;
}) {
  const [open, { toggle }] = useDisclosure(initiallyOpen);
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <div>
      <UnstyledButton onClick={toggle} aria-expanded={open}>
        <Group gap={4} wrap="nowrap">
          <Chevron size={14} aria-hidden />
          <Text size="xs" fw={600}>
            {title}
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse in={open}>{children}</Collapse>
    </div>
  );
}
