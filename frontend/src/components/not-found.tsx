import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconZoomQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../lib/api-client';

/**
 * Whether a detail read failed because there is nothing at that address: the API answers 404 for
 * an id it does not know (or one of another business), and 400 for an id that is not an id at
 * all (a mistyped or cut-off link). Other failures are not "not found".
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export interface NotFoundProps {
  /** What was looked for, capitalised: "Order" reads "Order not found". */
  what: string;
  /** The list to go back to, and its link's words (e.g. "Back to orders"). */
  back: { to: string; label: string };
  /** The sentence under the title; by default one naming `what`. */
  description?: string;
}

/**
 * A detail page (or path) with nothing behind it: says what was not found and leads back to its
 * list, inside the usual navigation, instead of an empty page.
 */
export function NotFound({ what, back, description }: NotFoundProps) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl" data-testid="not-found">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden="true">
          <IconZoomQuestion size={32} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('notFound.title', { what })}
        </Title>
        <Text c="dimmed" maw={440}>
          {description ?? t('notFound.description', { what: what.toLowerCase() })}
        </Text>
        <Button component={Link} to={back.to} leftSection={<IconArrowLeft size={16} />}>
          {back.label}
        </Button>
      </Stack>
    </Container>
  );
}

/** A path under /provider/{id}/ that no screen answers: the inbox is the way back. */
export function UnknownProviderPage() {
  const { t } = useTranslation();
  const { providerId } = useParams();
  return (
    <NotFound
      what={t('notFound.page')}
      description={t('notFound.pageDescription')}
      back={{ to: `/provider/${providerId}/inbox`, label: t('notFound.backToInbox') }}
    />
  );
}
