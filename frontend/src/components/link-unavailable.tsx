import { Center, Container, Text, Title } from '@mantine/core';
import { planRefusalOf } from '../api/billing';
import { i18n } from '../i18n';
import { ApiError } from '../lib/api-client';

/**
 * Why the client portal cannot open for this link, or null when it can: a link whose key no
 * client holds (mistyped, or replaced by the provider) in the language on screen, a plan's
 * refusal in the server's words.
 */
export function linkRefusalOf(error: unknown): string | null {
  if (error instanceof ApiError && error.status === 404) return i18n.t('link.unknown');
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
          {/* i18n-exempt: the product's name */}
          StockFlow
        </Title>
      </Center>
      <Text ta="center" role="alert">
        {refusal}
      </Text>
    </Container>
  );
}
