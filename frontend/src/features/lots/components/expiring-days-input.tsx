import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOTS } from '../messages';

/** "Expiring within N days": the horizon the lots views highlight (and filter) by. */
export function ExpiringDaysInput({
  value,
  onChange,
}: {
  value: number;
  onChange: (days: number) => void;
}) {
  const { t } = useTranslation(LOTS);
  return (
    <NumberInput
      label={t('expiringWithin')}
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
