import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_FORM } from '../messages';
import { nextQuantity, previousQuantity, type QuantityRules } from '../order-rules';

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
  /** A message under the input (e.g. a quantity above what is available, kept as typed). */
  error?: string | null;
  /** Taller and narrower, centred: the stepper's middle. */
  compact?: boolean;
  /**
   * The product's ordering rules (issue 37): the stepper steps by the case pack, its first step
   * up from 0 the minimum rounded up to a pack. A typed quantity is taken as it is.
   */
  rules?: QuantityRules;
}

/** A whole, non-negative quantity (docs/product.md §5, quantity inputs). */
export function QuantityInput({
  productName,
  value,
  onChange,
  max,
  disabled,
  error,
  compact = false,
}: QuantityInputProps) {
  const { t } = useTranslation(ORDER_FORM);
  const capped = max != null;
  return (
    <TextInput
      type="number"
      inputMode="numeric"
      aria-label={t('quantity.of', { name: productName })}
      placeholder="0"
      min={0}
      max={capped ? Math.max(0, max) : undefined}
      step={1}
      w={compact ? 72 : 110}
      size={compact ? 'md' : undefined}
      styles={
        compact
          ? {
              input: { textAlign: 'center', paddingInline: 4, height: 44 },
              // The message under the whole stepper, as wide as it (from under one less to
              // under one more), not squeezed under the 72 px input.
              error: { width: STEPPER_WIDTH, marginLeft: -(44 + 4) },
            }
          : undefined
      }
      value={value ?? ''}
      error={error}
      disabled={disabled || (capped && max <= 0)}
      onKeyDown={(event) => {
        if (!isQuantityKey(event)) event.preventDefault();
      }}
      onChange={(event) => onChange(toQuantity(event.currentTarget.value, max))}
    />
  );
}

/**
 * A quantity with a button either side: one less, one more. Large enough for a thumb (44 px,
 * issue 37), the input between them still takes a typed or pasted quantity as any other. A
 * message is written under the whole stepper (the buttons stay level with the input above it).
 */
export function QuantityStepper(props: QuantityInputProps) {
  const { t } = useTranslation(ORDER_FORM);
  const { productName, value, onChange, max, disabled, rules = {} } = props;
  const quantity = value ?? 0;
  const closed = disabled || (max != null && max <= 0);
  // One step each way under the rules: one unit without them.
  const up = nextQuantity(quantity, rules);
  const down = previousQuantity(quantity, rules);
  const label = (key: 'less' | 'more', step: number) =>
    step <= 1
      ? t(`quantity.${key}`, { name: productName })
      : t(`rules.${key}`, { step, name: productName });
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <ActionIcon
        variant="default"
        size={44}
        aria-label={label('less', quantity - down)}
        disabled={closed || quantity <= 0}
        onClick={() => onChange(down > 0 ? down : null)}
      >
        <IconMinus size={20} />
      </ActionIcon>
      <QuantityInput {...props} compact />
      <ActionIcon
        variant="default"
        size={44}
        aria-label={label('more', up - quantity)}
        disabled={closed || (max != null && up > max)}
        onClick={() => onChange(up)}
      >
        <IconPlus size={20} />
      </ActionIcon>
    </Group>
  );
}

/** The stepper's width: two 44 px buttons, the 72 px input, and the gaps between them. */
const STEPPER_WIDTH = 44 + 4 + 72 + 4 + 44;
