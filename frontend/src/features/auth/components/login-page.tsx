import { Anchor, Button, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { firstProviderId, setSession } from '../../../lib/session';
import { login, sendReset } from '../api/auth-api';
import { AUTH } from '../messages';
import { AuthCard } from './auth-card';
import { FormAlert, type FormMessage } from './form-alert';

export function LoginPage() {
  const { t } = useTranslation(AUTH);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState<'login' | 'reset' | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setMessage({ kind: 'error', text: t('errors.fillAllFields') });
      return;
    }
    setMessage(null);
    setBusy('login');
    try {
      const session = await login(email.trim(), password);
      const providerId = firstProviderId(session);
      if (!providerId) {
        setMessage({ kind: 'error', text: t('errors.notActive') });
        return;
      }
      setSession(session);
      navigate(`/provider/${providerId}/inbox`, { replace: true });
    } catch (error) {
      setMessage({
        kind: 'error',
        text: error instanceof ApiError ? t('errors.invalidCredentials') : t('errors.loginFailed'),
      });
    } finally {
      setBusy(null);
    }
  }

  async function onForgot() {
    if (!email.trim()) {
      setMessage({ kind: 'error', text: t('errors.fillEmail') });
      return;
    }
    setMessage(null);
    setBusy('reset');
    try {
      await sendReset(email.trim());
      setMessage({
        kind: 'success',
        text: t('login.resetSent'),
      });
    } catch {
      setMessage({ kind: 'error', text: t('errors.resetLinkFailed') });
    } finally {
      setBusy(null);
    }
  }

  return (
    <AuthCard title={t('login.title')}>
      <form onSubmit={onSubmit} noValidate>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          mb="sm"
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          mb="md"
        />
        <FormAlert message={message} />
        <Group justify="space-between" mt="md">
          <Button variant="subtle" onClick={onForgot} loading={busy === 'reset'}>
            {t('login.forgot')}
          </Button>
          <Button type="submit" loading={busy === 'login'}>
            {t('login.submit')}
          </Button>
        </Group>
      </form>
      <Text size="sm" c="dimmed">
        <Trans
          t={t}
          i18nKey="login.newHere"
          components={{ anchor: <Anchor component={Link} to="/signup" /> }}
        />
      </Text>
    </AuthCard>
  );
}
