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
import { Link } from 'react-router';
import { demoDataRefusal, useDemoData, useLoadDemoData } from '../api/demo-data';
import { type GettingStartedProgress, useGettingStarted } from '../api/getting-started';
import { notifyError } from '../lib/notify';
import { useSession } from '../lib/session';
import { WhyDisabled } from './why-disabled';

const STEPS: { key: keyof GettingStartedProgress; label: string; to: string }[] = [
  { key: 'location', label: 'Add a location', to: 'locations' },
  { key: 'product', label: 'Add products, or import them from a CSV file', to: 'products' },
  { key: 'stock', label: 'Receive stock', to: 'transaction/in' },
  { key: 'client', label: 'Add a client and copy their ordering link', to: 'clients' },
  { key: 'order', label: 'Take your first order', to: 'order' },
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
  const { data } = useGettingStarted(providerId, after);
  if (!data) return null;
  const done = STEPS.filter((step) => data[step.key]).length;
  if (done === STEPS.length) return null;
  return (
    <Paper withBorder p="md" mb="lg" component="section" aria-label="Getting started">
      <Title order={2} size="h4">
        Getting started
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {done} of {STEPS.length} steps done
      </Text>
      <Progress value={(100 * done) / STEPS.length} size="sm" mb="md" aria-hidden />
      <List spacing="xs" listStyleType="none">
        {STEPS.map((step) => (
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
              aria-label={`${step.label}${data[step.key] ? ' (done)' : ''}`}
            >
              {step.label}
            </Anchor>
          </List.Item>
        ))}
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
          Load demo data
        </Button>
      </WhyDisabled>
      <Text size="sm" c="dimmed">
        Or look around first: 3 locations, 50 products, 10 clients and 90 days of orders, removed
        again in one click.
      </Text>
    </Group>
  );
}
