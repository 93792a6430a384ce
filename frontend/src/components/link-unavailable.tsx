import { Center, Container, Text, Title } from '@mantine/core';
import { planRefusalOf } from '../api/billing';

/**
 * The client portal of a provider whose plan has no client links: the server's plain message
 * in place of the portal, and nothing about the provider.
 */
export function LinkUnavailable({ error }: { error: unknown }) {
  const refusal = planRefusalOf(error);
  if (!refusal) return null;
  return (
    <Container size="sm" py="xl">
      <Center>
        <Title order={1} size="h3" mb="md">
          StockFlow
        </Title>
      </Center>
      <Text ta="center" role="alert">
        {refusal.message}
      </Text>
    </Container>
  );
}
