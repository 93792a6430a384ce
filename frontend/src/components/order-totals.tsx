import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { components } from '../api/openapi-types';
import { formatsFor } from '../lib/format';

/** An order's totals as the server reckons them: exact decimal strings in its currency. */
export type OrderTotalsFigures = components['schemas']['OrderTotalsResponse'];

export interface OrderTotalsProps {
  totals: OrderTotalsFigures;
  /** The order's currency (ISO 4217). */
  currency: string;
  /** How to write amounts (the provider's locale); default: en-US, the spec's. */
  locale?: string;
}

function Row({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text
        component="dt"
        size="sm"
        fw={strong ? 700 : undefined}
        c={strong ? undefined : 'dimmed'}
      >
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        size="sm"
        fw={strong ? 700 : undefined}
        ta="right"
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {amount}
      </Text>
    </Group>
  );
}

/**
 * Subtotal, one line per tax rate ("Tax 20%"), and Total, right-aligned under an order's lines;
 * the figures are the server's, only written here. Rates of 0 (an exempt client, or orders
 * placed before rates were kept) make no line of their own; with no other, one "Tax" line says
 * there is none. As wide as its container up to 320 px, so it fits a 390 px phone.
 */
export function OrderTotals({ totals, currency, locale }: OrderTotalsProps) {
  const { t } = useTranslation();
  const fmt = formatsFor(locale, currency);
  const taxed = totals.taxes.filter((tax) => tax.rate !== 0);
  return (
    <Box component="dl" aria-label={t('totals.label')} m={0} ml="auto" w="100%" maw={320}>
      <Row label={t('totals.subtotal')} amount={fmt.money(totals.subtotal)} />
      {taxed.length > 0 ? (
        taxed.map((tax) => (
          <Row
            key={tax.rate}
            label={t('totals.taxRate', { rate: fmt.percent(tax.rate) })}
            amount={fmt.money(tax.amount)}
          />
        ))
      ) : (
        <Row label={t('totals.tax')} amount={fmt.money(totals.tax)} />
      )}
      <Row label={t('totals.total')} amount={fmt.money(totals.total)} strong />
    </Box>
  );
}
