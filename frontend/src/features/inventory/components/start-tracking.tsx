import { Anchor, Text } from '@mantine/core';
import { Link as RouterLink } from 'react-router';

/** The grid's empty state: no product or no active location yet, with links to add them. */
export function StartTracking({ base }: { base: string }) {
  return (
    <Text c="dimmed" py="md">
      Add your first{' '}
      <Anchor component={RouterLink} to={`${base}/products`}>
        product
      </Anchor>{' '}
      and{' '}
      <Anchor component={RouterLink} to={`${base}/locations`}>
        location
      </Anchor>{' '}
      to begin tracking inventory
    </Text>
  );
}
