import {
  Anchor,
  Button,
  Group,
  List,
  Paper,
  Progress,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconCircleDashed, IconDatabaseImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { demoDataRefusal, useDemoData, useLoadDemoData } from '../api/demo-data';
import { type GettingStartedProgress, useGettingStarted } from '../api/getting-started';
import { notifyError } from '../lib/notify';
import { useSession } from '../lib/session';
import { WhyDisabled } from './why-disabled';

/** The steps in order, each with its screen; its words are `gettingStarted.steps.<key>`. */
const STEPS: { key: keyof GettingStartedProgress; to: string }[] = [
  { key: 'location', to: 'locations' },
  { key: 'product', to: 'products' },
  { key: 'stock', to: 'transaction/in' },
  { key: 'client', to: 'clients' },
  { key: 'order', to: 'order' },
];

/**
 * The path from an empty account to a first order, on the inbox until every step is done: each
 * step links to its screen and is ticked as soon as it is done (here or in another tab).
 */
export function GettingStarted({
  providerId,
  after = true,
}: {
  providerId: string;
  /** False until the screen's own data is in: the steps' six reads must not queue ahead of it. */
  after?: boolean;
}) {
  const { t } = useTranslation();
  const { data } = useGettingStarted(providerId, after);
  if (!data) return null;
  const done = STEPS.filter((step) => data[step.key]).length;
  if (done === STEPS.length) return null;
  return (
    <Paper withBorder p="md" mb="lg" component="section" aria-label={t('gettingStarted.title')}>
      <Title order={2} size="h4">
        {t('gettingStarted.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('gettingStarted.progress', { done, total: STEPS.length })}
      </Text>
      <Progress value={(100 * done) / STEPS.length} size="sm" mb="md" aria-hidden />
      <List spacing="xs" listStyleType="none">
        {STEPS.map((step) => {
          const label = t(`gettingStarted.steps.${step.key}`);
          return (
            <List.Item
              key={step.key}
              icon={
                <ThemeIcon
                  size={20}
                  radius="xl"
                  color={data[step.key] ? 'teal' : 'gray'}
                  variant={data[step.key] ? 'filled' : 'light'}
                >
                  {data[step.key] ? <IconCheck size={12} /> : <IconCircleDashed size={12} />}
                </ThemeIcon>
              }
            >
              <Anchor
                component={Link}
                to={`/provider/${providerId}/${step.to}`}
                td={data[step.key] ? 'line-through' : undefined}
                aria-label={data[step.key] ? t('gettingStarted.stepDone', { step: label }) : label}
              >
                {label}
              </Anchor>
            </List.Item>
          );
        })}
      </List>
      {done === 0 && <LoadDemoData providerId={providerId} />}
    </Paper>
  );
}

/**
 * On a provider with nothing yet: the demo data (what `npm run seed` makes) in one click, to look
 * around before entering one's own; the inbox then offers to remove it.
 */
function LoadDemoData({ providerId }: { providerId: string }) {
  const { t } = useTranslation();
  const { data } = useDemoData(providerId);
  const load = useLoadDemoData(providerId);
  const refusal = demoDataRefusal(useSession(), providerId);
  if (data?.status !== 'none') return null;
  return (
    <Group mt="md" gap="sm" wrap="wrap">
      <WhyDisabled reason={refusal}>
        <Button
          variant="light"
          leftSection={<IconDatabaseImport size={16} />}
          disabled={Boolean(refusal)}
          loading={load.isPending}
          onClick={() => load.mutate(undefined, { onError: (error) => notifyError(error.message) })}
        >
          {t('demoData.load')}
        </Button>
      </WhyDisabled>
      <Text size="sm" c="dimmed">
        {t('demoData.hint')}
      </Text>
    </Group>
  );
}
