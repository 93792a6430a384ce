import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconZoomQuestion } from '@tabler/icons-react';
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
  return (
    <Container size="sm" py="xl" data-testid="not-found">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden="true">
          <IconZoomQuestion size={32} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {`${what} not found`}
        </Title>
        <Text c="dimmed" maw={440}>
          {description ??
            `There is no ${what.toLowerCase()} at this address. The link may be mistyped or incomplete, or it may lead to another business's ${what.toLowerCase()}.`}
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
  const { providerId } = useParams();
  return (
    <NotFound
      what="Page"
      description="There is no page at this address. The link may be mistyped or out of date."
      back={{ to: `/provider/${providerId}/inbox`, label: 'Back to the inbox' }}
    />
  );
}
