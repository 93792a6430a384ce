import { TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';

/** Navigation and edit keys a quantity input lets through besides digits (docs/product.md §5). */
const EDIT_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Escape',
  'Enter',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/** Copy, paste, cut and select-all, with Ctrl or Cmd. */
const SHORTCUTS = new Set(['a', 'c', 'v', 'x']);

/**
 * docs/product.md §5: only digits, navigation / edit keys and the clipboard and select-all
 * shortcuts.
 */
export function isQuantityKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean {
  if (/^[0-9]$/.test(event.key)) return true;
  if (EDIT_KEYS.has(event.key)) return true;
  return (event.ctrlKey || event.metaKey) && SHORTCUTS.has(event.key.toLowerCase());
}

/**
 * docs/product.md §5: what a typed or pasted value becomes: a negative value its absolute value,
 * decimals floored, and capped at `max` when stock is enforced. Empty (or unreadable) is no
 * quantity.
 */
export function toQuantity(raw: string, max?: number | null): number | null {
  if (raw.trim() === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value)) return null;
  const quantity = Math.floor(Math.abs(value));
  return max == null ? quantity : Math.min(quantity, Math.max(0, max));
}

export interface QuantityInputProps {
  /** The product's name, for the input's accessible name ("Quantity of Apple"). */
  productName: string;
  value: number | null;
  onChange: (quantity: number | null) => void;
  /** The cap when stock is enforced: the input's max, and disabled at 0 or below. */
  max?: number | null;
  disabled?: boolean;
}

/** A whole, non-negative quantity (docs/product.md §5, quantity inputs). */
export function QuantityInput({ productName, value, onChange, max, disabled }: QuantityInputProps) {
  const capped = max != null;
  return (
    <TextInput
      type="number"
      inputMode="numeric"
      aria-label={`Quantity of ${productName}`}
      placeholder="0"
      min={0}
      max={capped ? Math.max(0, max) : undefined}
      step={1}
      w={110}
      value={value ?? ''}
      disabled={disabled || (capped && max <= 0)}
      onKeyDown={(event) => {
        if (!isQuantityKey(event)) event.preventDefault();
      }}
      onChange={(event) => onChange(toQuantity(event.currentTarget.value, max))}
    />
  );
}
