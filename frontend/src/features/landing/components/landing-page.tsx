import { Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { firstProviderId, useSession } from '../../../lib/session';
import { HealthStatus } from './health-status';

const highlights = [
  {
    title: 'Centralised order processing',
    description:
      'Every order from every client arrives in one inbox, where your team confirms, fulfils or cancels it.',
  },
  {
    title: 'Multi-warehouse inventory tracking',
    description:
      'Stock per location, with what is promised to open orders kept apart from what you can still sell.',
  },
  {
    title: 'Client self-service portals',
    description:
      'Clients place and follow their orders through their own link, without an account to remember.',
  },
  {
    title: 'A single place for order information',
    description:
      'Items, prices, notes, attachments and every stock movement of an order, together in one view.',
  },
];

export function LandingPage() {
  const providerId = firstProviderId(useSession());
  return (
    <Container component="main" size="lg" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="lg">
        <Text fw={700} c="teal" tt="uppercase" lts={1}>
          StockFlow
        </Text>
        <Title order={1} maw={760}>
          Orders and stock for B2B suppliers, in one place
        </Title>
        <Text size="lg" c="dimmed" maw={640}>
          Take orders from your clients, keep stock right across every warehouse, and give each
          client a portal of their own.
        </Text>
        {/* With a known provider the way into its inbox; otherwise the way to the login. */}
        <Button
          component={Link}
          to={providerId ? `/provider/${providerId}/inbox` : '/login'}
          size="lg"
        >
          {providerId ? 'Go to Inbox' : 'Get Started'}
        </Button>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt={64}>
        {highlights.map((highlight) => (
          <Paper key={highlight.title} component="section" withBorder p="xl">
            <Title order={2} size="h4">
              {highlight.title}
            </Title>
            <Text c="dimmed" mt="xs">
              {highlight.description}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>

      <Stack align="center" mt={64}>
        <HealthStatus />
      </Stack>
    </Container>
  );
}
