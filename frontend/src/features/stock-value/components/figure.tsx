import { Text } from '@mantine/core';

/** A headline amount with what it counts under it; a blank line of its height while unknown. */
export function Figure({
  amount,
  basis,
  testId,
}: {
  /** Formatted, or undefined while it loads. */
  amount: string | undefined;
  basis: string;
  testId: string;
}) {
  return (
    <div>
      <Text
        component="p"
        fz={32}
        fw={700}
        lh={1.2}
        m={0}
        style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
        data-testid={testId}
      >
        {amount ?? '\u00a0'}
      </Text>
      <Text size="sm" c="dimmed">
        {basis}
      </Text>
    </div>
  );
}
