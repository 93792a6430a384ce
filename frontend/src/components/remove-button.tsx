import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/**
 * A line's remove button in a form of lines (a purchase order's products, its landed costs, a
 * quote's lines): a red bin named for what it removes, big enough for a thumb.
 */
export function RemoveButton({
  label,
  onClick,
  disabled,
}: {
  /** Its accessible name, e.g. "Remove product 2": which of several it removes. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size={44}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <IconTrash size={20} />
    </ActionIcon>
  );
}
