import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguagePicker } from '../../../components/language-choice';
import { firstProviderId, useSession } from '../../../lib/session';
import { LANDING } from '../messages';
import { HealthStatus } from './health-status';

/** The highlights, in order: each a title and a description in the catalog. */
const highlights = ['orders', 'inventory', 'portals', 'information'] as const;

export function LandingPage() {
  const { t } = useTranslation(LANDING);
  const providerId = firstProviderId(useSession());
  return (
    <>
      {/* A visitor has no account yet: the language is picked here, and this device keeps it. */}
      <Group component="header" justify="flex-end" px="md" pt="sm">
        <LanguagePicker />
      </Group>
      <Container component="main" size="lg" py={{ base: 48, sm: 96 }}>
        <Stack align="center" ta="center" gap="lg">
          <Text fw={700} c="teal" tt="uppercase" lts={1}>
            {/* i18n-exempt: the product's name reads the same in every language. */}
            StockFlow
          </Text>
          <Title order={1} maw={760}>
            {t('title')}
          </Title>
          <Text size="lg" c="dimmed" maw={640}>
            {t('lead')}
          </Text>
          {/* With a known provider the way into its inbox; otherwise the way to the login. */}
          <Button
            component={Link}
            to={providerId ? `/provider/${providerId}/inbox` : '/login'}
            size="lg"
          >
            {providerId ? t('goToInbox') : t('getStarted')}
          </Button>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt={64}>
          {highlights.map((highlight) => (
            <Paper key={highlight} component="section" withBorder p="xl">
              <Title order={2} size="h4">
                {t(`highlights.${highlight}.title`)}
              </Title>
              <Text c="dimmed" mt="xs">
                {t(`highlights.${highlight}.description`)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>

        <Stack align="center" mt={64}>
          <HealthStatus />
        </Stack>
      </Container>
    </>
  );
}
