import { Anchor, Button, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { firstProviderId, setSession } from '../../../lib/session';
import { login, sendReset } from '../api/auth-api';
import { AuthCard } from './auth-card';
import { FormAlert, type FormMessage } from './form-alert';

export function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState<'login' | 'reset' | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setMessage({ kind: 'error', text: 'Make sure you filled in all the fields' });
      return;
    }
    setMessage(null);
    setBusy('login');
    try {
      const session = await login(email.trim(), password);
      const providerId = firstProviderId(session);
      if (!providerId) {
        setMessage({ kind: 'error', text: 'Your account is not active for this provider.' });
        return;
      }
      setSession(session);
      navigate(`/provider/${providerId}/inbox`, { replace: true });
    } catch (error) {
      setMessage({
        kind: 'error',
        text: error instanceof ApiError ? 'Invalid credentials' : 'Error logging in',
      });
    } finally {
      setBusy(null);
    }
  }

  async function onForgot() {
    if (!email.trim()) {
      setMessage({ kind: 'error', text: 'Make sure you filled in your email' });
      return;
    }
    setMessage(null);
    setBusy('reset');
    try {
      await sendReset(email.trim());
      setMessage({
        kind: 'success',
        text: 'Please check your email for instructions to reset your password.',
      });
    } catch {
      setMessage({ kind: 'error', text: 'Error sending password reset link' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <AuthCard title="Login">
      <form onSubmit={onSubmit} noValidate>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          mb="sm"
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          mb="md"
        />
        <FormAlert message={message} />
        <Group justify="space-between" mt="md">
          <Button variant="subtle" onClick={onForgot} loading={busy === 'reset'}>
            Forgot my password
          </Button>
          <Button type="submit" loading={busy === 'login'}>
            Login
          </Button>
        </Group>
      </form>
      <Text size="sm" c="dimmed">
        New here?{' '}
        <Anchor component={Link} to="/signup">
          Create an account
        </Anchor>
      </Text>
    </AuthCard>
  );
}
