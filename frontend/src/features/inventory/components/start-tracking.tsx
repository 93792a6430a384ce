import { Anchor } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { Link as RouterLink } from 'react-router';
import { EmptyState, NextStep } from '../../../components/empty-state';

export interface StartTrackingProps {
  base: string;
  /** What is missing first: a location, else a product; the next step adds it. */
  missing: 'location' | 'product';
  /** Whether the member may add it (an auditor may not: no next step then). */
  mayAdd: boolean;
}

/** The grid's empty state: no product or no active location yet, with links to add them. */
export function StartTracking({ base, missing, mayAdd }: StartTrackingProps) {
  const action = !mayAdd ? null : missing === 'location' ? (
    <NextStep label="Add a location" to={`${base}/locations`} />
  ) : (
    <NextStep label="Add a product" to={`${base}/products`} />
  );
  return (
    <EmptyState icon={IconBuildingWarehouse} action={action}>
      Add your first{' '}
      <Anchor component={RouterLink} to={`${base}/products`} underline="always">
        product
      </Anchor>{' '}
      and{' '}
      <Anchor component={RouterLink} to={`${base}/locations`} underline="always">
        location
      </Anchor>{' '}
      to begin tracking inventory
    </EmptyState>
  );
}
