import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguagePicker } from '../../../components/language-choice';

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
    <>
      {/* Pinned to the corner, out of the flow: the card stays where the spec puts it. */}
      <Box pos="absolute" top={8} right={8}>
        <LanguagePicker />
      </Box>
      <Container component="main" size={420} py={{ base: 48, sm: 96 }}>
        <Stack gap="lg">
          <Text fw={700} c="teal" tt="uppercase" lts={1} ta="center">
            {/* i18n-exempt: the product's name */}
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
    </>
  );
}
