import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container component="main" size={420} py={{ base: 48, sm: 96 }}>
      <Stack gap="lg">
        <Text fw={700} c="teal" tt="uppercase" lts={1} ta="center">
          StockFlow
        </Text>
        <Paper withBorder p="xl">
          <Stack gap="md">
            <Title order={1} size="h2">
              {title}
            </Title>
            {intro ? <Text c="dimmed">{intro}</Text> : null}
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
