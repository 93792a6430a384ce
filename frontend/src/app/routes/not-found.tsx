import { Anchor, Container, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Container component="main" size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Page not found</Title>
        <Anchor component={Link} to="/">
          Back to the home page
        </Anchor>
      </Stack>
    </Container>
  );
}
