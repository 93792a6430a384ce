import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import type { Edit } from '../grid';

export interface AdjustCellProps {
  label: string;
  /** The live current figure. */
  current: number;
  edit: Edit | undefined;
  onEdit: (edit: Edit) => void;
}

/**
 * One cell of adjust mode: the target typed, else the current figure. While the cell has the
 * focus the figure it showed is held, so a live change does not move the value being edited.
 */
export function AdjustCell({ label, current, edit, onEdit }: AdjustCellProps) {
  const [held, setHeld] = useState<number | null>(null);
  const shown = held ?? current;
  return (
    <NumberInput
      aria-label={label}
      value={edit?.target ?? shown}
      onFocus={() => setHeld(current)}
      onBlur={() => setHeld(null)}
      onChange={(value) =>
        onEdit({
          target: value === '' ? '' : Math.max(0, Math.floor(Number(value))),
          current: shown,
        })
      }
      min={0}
      placeholder="0"
      allowNegative={false}
      allowDecimal={false}
      hideControls
      w={96}
      ml="auto"
      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}
