import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuoteState } from '../api/quotes-api';
import { QUOTES } from '../messages';

const COLORS: Record<QuoteState, string> = {
  REQUESTED: 'yellow',
  SENT: 'blue',
  ACCEPTED: 'green',
  DECLINED: 'gray',
  EXPIRED: 'red',
};

export function QuoteStateBadge({ state }: { state: QuoteState }) {
  const { t } = useTranslation(QUOTES);
  return (
    <Badge variant="light" color={COLORS[state]}>
      {t(`state.${state}`)}
    </Badge>
  );
}
