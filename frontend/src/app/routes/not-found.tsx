import { Anchor, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container component="main" size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('notFound.pageNotFound')}</Title>
        <Anchor component={Link} to="/">
          {t('notFound.backHome')}
        </Anchor>
      </Stack>
    </Container>
  );
}
