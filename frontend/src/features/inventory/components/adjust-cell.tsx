import { Group, NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import { type Edit, signed, targetOf } from '../grid';

/** The id of a cell's input, to move the focus to it (a product found by a scan). */
export const adjustInputId = (productId: string, locationId: string) =>
  `adjust-${productId}-${locationId}`;

export interface AdjustCellProps {
  productId: string;
  locationId: string;
  label: string;
  /** The live current figure. */
  current: number;
  edit: Edit | undefined;
  onEdit: (edit: Edit) => void;
  /** The figure is still being read (a product off the page): nothing to type against yet. */
  pending?: boolean;
  /** Enter pressed in the input (adjust mode sends the focus back to its search box). */
  onEnter?: () => void;
}

/**
 * One cell of adjust mode: the target typed, else the current figure, and beside it what the
 * target changes (+5, −3). While the cell has the focus the figure it showed is held, so a live
 * change does not move the value being edited.
 */
export function AdjustCell({
  productId,
  locationId,
  label,
  current,
  edit,
  onEdit,
  pending = false,
  onEnter,
}: AdjustCellProps) {
  const [held, setHeld] = useState<number | null>(null);
  const shown = held ?? current;
  const difference = edit ? targetOf(edit) - current : 0;
  const id = adjustInputId(productId, locationId);
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <NumberInput
        id={id}
        aria-label={label}
        aria-describedby={difference !== 0 ? `${id}-difference` : undefined}
        value={pending ? '' : (edit?.target ?? shown)}
        disabled={pending}
        onFocus={() => setHeld(current)}
        onBlur={() => setHeld(null)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && onEnter) {
            event.preventDefault();
            onEnter();
          }
        }}
        onChange={(value) =>
          onEdit({
            target: value === '' ? '' : Math.max(0, Math.floor(Number(value))),
            current: shown,
          })
        }
        min={0}
        placeholder={pending ? '…' : '0'}
        allowNegative={false}
        allowDecimal={false}
        hideControls
        w={88}
        styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
      />
      {/* Always there, so the inputs of a column stay level whether their cell changed or not. */}
      <Text
        id={`${id}-difference`}
        size="sm"
        fw={600}
        w={44}
        c={difference > 0 ? 'teal.9' : difference < 0 ? 'red.9' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        data-difference
      >
        {difference !== 0 ? signed(difference) : ''}
      </Text>
    </Group>
  );
}
