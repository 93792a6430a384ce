import { Container, Text, Title } from '@mantine/core';
import { useMatches } from 'react-router';

export interface PlaceholderHandle {
  title: string;
}

/**
 * Stands in for a screen that is not built yet, so every route of the table already resolves;
 * the heading is the route's name, from its `handle`.
 */
export function PlaceholderPage() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as PlaceholderHandle | undefined)?.title ?? 'Coming soon';
  return (
    <Container component="section" size="lg" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="sm">
        This screen is coming soon.
      </Text>
    </Container>
  );
}
