import { NumberInput } from '@mantine/core';

export interface PriceInputProps {
  label: string;
  value: number | string;
  onChange: (value: number | string) => void;
}

/** A dollar amount with cents, never negative (product and custom prices). */
export function PriceInput({ label, value, onChange }: PriceInputProps) {
  return (
    <NumberInput
      label={label}
      prefix="$"
      min={0}
      step={0.01}
      decimalScale={2}
      value={value}
      onChange={onChange}
    />
  );
}
