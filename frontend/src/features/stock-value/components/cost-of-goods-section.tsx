import { Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { useFormats } from '../../../lib/use-formats';
import { useCostOfGoods } from '../api/cost-of-goods-api';
import { STOCK_VALUE } from '../messages';
import { monthToDate, periodOf } from '../period';
import { Figure } from './figure';

/** The cost of goods sold over two days picked (the first of this month to today at first). */
export function CostOfGoodsSection({ providerId }: { providerId: string }) {
  const { t } = useTranslation(STOCK_VALUE);
  const fmt = useFormats(providerId);
  const [days, setDays] = useState(() => monthToDate(new Date()));
  const period = periodOf(days.from, days.to);
  const { data } = useCostOfGoods(
    providerId,
    period.kind === 'period' ? { from: period.from, to: period.to } : null,
  );
  return (
    <SectionCard title={t('cogs.title')}>
      <Stack gap="md">
        <Group gap="sm" align="flex-start" grow>
          <TextInput
            type="date"
            label={t('cogs.from')}
            value={days.from}
            max={days.to || undefined}
            onChange={(event) => setDays({ ...days, from: event.currentTarget.value })}
            miw={0}
          />
          <TextInput
            type="date"
            label={t('cogs.to')}
            value={days.to}
            min={days.from || undefined}
            error={period.kind === 'backwards' ? t('cogs.backwards') : undefined}
            onChange={(event) => setDays({ ...days, to: event.currentTarget.value })}
            miw={0}
          />
        </Group>
        <Figure
          amount={period.kind === 'period' && data ? fmt.money(data.cogs) : undefined}
          basis={t('cogs.basis')}
          testId="cost-of-goods"
        />
      </Stack>
    </SectionCard>
  );
}
