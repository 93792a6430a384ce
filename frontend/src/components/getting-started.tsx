import { Anchor, List, Paper, Progress, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type GettingStartedProgress, useGettingStarted } from '../api/getting-started';

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
export function GettingStarted({ providerId }: { providerId: string }) {
  const { data } = useGettingStarted(providerId);
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
    </Paper>
  );
}
