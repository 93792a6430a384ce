import { Badge, Text } from '@mantine/core';
import { reasonLabel } from '../api/inventory';

interface ReasonCellProps {
  /** An adjustment's reason as the API names it (COUNT, DAMAGE, ...); null for none. */
  reason: string | null | undefined;
  note: string | null | undefined;
}

/** Why stock was adjusted, in a table cell: the reason as a badge, its note under it. */
export function ReasonCell({ reason, note }: ReasonCellProps) {
  if (!reason) return '—';
  return (
    <>
      <Badge size="sm" variant="light">
        {reasonLabel(reason)}
      </Badge>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </>
  );
}
