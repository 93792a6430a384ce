import {
  Alert,
  Anchor,
  Button,
  Container,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { failureText } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useRequestSignIn, useStartSession } from '../api/buyers-api';
import { BUYERS } from '../messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * /client/:clientId/sign-in: a buyer asks for a sign-in link by email; the mailed link comes
 * back here with its token in the fragment (`#token=…`, which no server log sees), which is
 * spent for a session on this device, and the buyer lands on the company's orders.
 */
export function PortalSignInPage() {
  const clientKey = useParams().clientId!;
  const token = new URLSearchParams(useLocation().hash.slice(1)).get('token');
  return (
    // The portal's side margins, as its other pages have them.
    <Container size={460}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        {token ? (
          <LinkLanding clientKey={clientKey} token={token} />
        ) : (
          <SignInForm clientKey={clientKey} />
        )}
      </Paper>
    </Container>
  );
}

function SignInForm({ clientKey }: { clientKey: string }) {
  const { t } = useTranslation(BUYERS);
  const request = useRequestSignIn(clientKey);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) {
      setError(t('form.emailInvalid'));
      return;
    }
    setError(null);
    try {
      setSent((await request.mutateAsync(email.trim())).message);
    } catch (failure) {
      setError(failureText(failure));
    }
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('signIn.title')}
      </Title>
      {sent ? (
        <Alert color="green" title={t('signIn.sent')} role="status">
          {sent}
        </Alert>
      ) : (
        <>
          <Text size="sm">{t('signIn.intro')}</Text>
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <TextInput
                label={t('signIn.email')}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={error}
                required
                maxLength={254}
                size="md"
              />
              <Button type="submit" loading={request.isPending} size="md" fullWidth>
                {t('signIn.send')}
              </Button>
            </Stack>
          </form>
        </>
      )}
      <Text size="sm" c="dimmed">
        {t('signIn.anonymous')}{' '}
        <Anchor component={Link} to={`/client/${clientKey}`} size="sm" underline="always">
          {t('signIn.backToOrders')}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** The emailed link's landing: spends its token once, then goes to the orders. */
function LinkLanding({ clientKey, token }: { clientKey: string; token: string }) {
  const { t } = useTranslation(BUYERS);
  const navigate = useNavigate();
  const start = useStartSession(clientKey);
  const [failure, setFailure] = useState<string | null>(null);
  // Spent once, even when React runs the effect twice.
  const spent = useRef(false);

  useEffect(() => {
    if (spent.current) return;
    spent.current = true;
    start
      .mutateAsync(token)
      .then((session) => {
        notifySuccess(t('signIn.welcome', { name: session.buyer.name }));
        navigate(`/client/${clientKey}`, { replace: true });
      })
      .catch((error: unknown) => setFailure(failureText(error)));
  }, [clientKey, navigate, start, t, token]);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('signIn.title')}
      </Title>
      {failure ? (
        <>
          <Alert color="red" role="alert">
            {failure}
          </Alert>
          <Button
            variant="light"
            onClick={() => navigate(`/client/${clientKey}/sign-in`, { replace: true })}
          >
            {t('signIn.askAgain')}
          </Button>
        </>
      ) : (
        <Stack align="center" gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{t('signIn.signingIn')}</Text>
        </Stack>
      )}
    </Stack>
  );
}
