import { NumberInput } from '@mantine/core';

export interface PriceInputProps {
  label: string;
  value: number | string;
  onChange: (value: number | string) => void;
  /** A message under the input (e.g. "A price is required for a product."). */
  error?: string;
}

/** A dollar amount with cents, never negative (product and custom prices). */
export function PriceInput({ label, value, onChange, error }: PriceInputProps) {
  return (
    <NumberInput
      label={label}
      prefix="$"
      min={0}
      step={0.01}
      decimalScale={2}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
