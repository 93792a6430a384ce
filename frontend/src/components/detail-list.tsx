import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label over value pairs, as the Details blocks of the detail screens show them. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <div key={item.label}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          <Text>{item.value}</Text>
        </div>
      ))}
    </Stack>
  );
}
