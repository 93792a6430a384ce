import { NumberInput } from '@mantine/core';

/** "Expiring within N days": the horizon the lots views highlight (and filter) by. */
export function ExpiringDaysInput({
  value,
  onChange,
}: {
  value: number;
  onChange: (days: number) => void;
}) {
  return (
    <NumberInput
      label="Expiring within (days)"
      value={value}
      min={0}
      max={3650}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      w={180}
      onChange={(next) => onChange(typeof next === 'number' ? next : 0)}
    />
  );
}
