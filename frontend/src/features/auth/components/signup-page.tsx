import { Anchor, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { firstProviderId, setSession } from '../../../lib/session';
import { signup } from '../api/auth-api';
import { AUTH } from '../messages';
import { AuthCard } from './auth-card';
import { FormAlert, type FormMessage } from './form-alert';

export function SignupPage() {
  const { t } = useTranslation(AUTH);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !name.trim() || !password) {
      setMessage({ kind: 'error', text: t('errors.fillAllFields') });
      return;
    }
    if (password.length <= 6) {
      setMessage({ kind: 'error', text: t('errors.passwordTooShort') });
      return;
    }
    setMessage(null);
    setBusy(true);
    try {
      const session = await signup(email.trim(), password, name.trim());
      const providerId = firstProviderId(session);
      if (!providerId) {
        setMessage({
          kind: 'error',
          text: t('errors.signupNoProvider'),
        });
        return;
      }
      setSession(session);
      navigate(`/provider/${providerId}/inbox`, { replace: true });
    } catch (error) {
      // docs/product.md §8's alert, with the server's reason (an email already in use…) beneath it.
      setMessage({
        kind: 'error',
        text: t('errors.signupFailed'),
        detail: (error instanceof ApiError && serverMessage(error.body)) || undefined,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('signup.title')}>
      <form onSubmit={onSubmit} noValidate>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          mb="sm"
        />
        <TextInput
          label={t('fields.businessName')}
          autoComplete="organization"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          mb="sm"
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          mb="md"
        />
        <FormAlert message={message} />
        <Button type="submit" fullWidth mt="md" loading={busy}>
          {t('signup.submit')}
        </Button>
      </form>
      <Text size="sm" c="dimmed">
        <Trans
          t={t}
          i18nKey="signup.haveAccount"
          components={{ anchor: <Anchor component={Link} to="/login" /> }}
        />
      </Text>
    </AuthCard>
  );
}
