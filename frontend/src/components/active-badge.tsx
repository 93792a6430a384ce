import { Badge } from '@mantine/core';

/** Active / Inactive, as the lists and the custom fields table show a status. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
