import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Active / Inactive, as the lists and the custom fields table show a status. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light">
      {active ? t('activeBadge.active') : t('activeBadge.inactive')}
    </Badge>
  );
}
