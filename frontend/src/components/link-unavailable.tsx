import { Center, Container, Text, Title } from '@mantine/core';
import { planRefusalOf } from '../api/billing';
import { ApiError } from '../lib/api-client';

/** A link whose key no client holds: mistyped, or replaced by the provider. */
export const UNKNOWN_LINK = 'This link is not valid. Please ask your provider for a new one.';

/** Why the client portal cannot open for this link, or null when it can. */
export function linkRefusalOf(error: unknown): string | null {
  if (error instanceof ApiError && error.status === 404) return UNKNOWN_LINK;
  return planRefusalOf(error)?.message ?? null;
}

/**
 * The client portal of a link that does not open it: unknown (or replaced) link, or a provider
 * whose plan has no client links. The reason in place of the portal, and nothing about the
 * provider.
 */
export function LinkUnavailable({ error }: { error: unknown }) {
  const refusal = linkRefusalOf(error);
  if (!refusal) return null;
  return (
    <Container size="sm" py="xl">
      <Center>
        <Title order={1} size="h3" mb="md">
          StockFlow
        </Title>
      </Center>
      <Text ta="center" role="alert">
        {refusal}
      </Text>
    </Container>
  );
}
