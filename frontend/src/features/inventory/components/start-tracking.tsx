import { Anchor } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState, NextStep } from '../../../components/empty-state';
import { INVENTORY } from '../messages';

export interface StartTrackingProps {
  base: string;
  /** What is missing first: a location, else a product; the next step adds it. */
  missing: 'location' | 'product';
  /** Whether the member may add it (an auditor may not: no next step then). */
  mayAdd: boolean;
}

/** The grid's empty state: no product or no active location yet, with links to add them. */
export function StartTracking({ base, missing, mayAdd }: StartTrackingProps) {
  const { t } = useTranslation(INVENTORY);
  const action = !mayAdd ? null : missing === 'location' ? (
    <NextStep label={t('start.addLocation')} to={`${base}/locations`} />
  ) : (
    <NextStep label={t('start.addProduct')} to={`${base}/products`} />
  );
  return (
    <EmptyState icon={IconBuildingWarehouse} action={action}>
      <Trans
        t={t}
        i18nKey="start.text"
        components={{
          product: <Anchor component={RouterLink} to={`${base}/products`} underline="always" />,
          location: <Anchor component={RouterLink} to={`${base}/locations`} underline="always" />,
        }}
      />
    </EmptyState>
  );
}
