import { Anchor, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { firstProviderId, setSession } from '../../../lib/session';
import { signup } from '../api/auth-api';
import { AuthCard } from './auth-card';
import { FormAlert, type FormMessage } from './form-alert';

export function SignupPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !name.trim() || !password) {
      setMessage({ kind: 'error', text: 'Make sure you filled in all the fields' });
      return;
    }
    if (password.length <= 6) {
      setMessage({ kind: 'error', text: 'The password must be greater than 6 characters.' });
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
          text: 'Signup succeeded but the provider account could not be loaded. Please log in.',
        });
        return;
      }
      setSession(session);
      navigate(`/provider/${providerId}/inbox`, { replace: true });
    } catch (error) {
      // docs/product.md §8's alert, with the server's reason (an email already in use…) beneath it.
      setMessage({
        kind: 'error',
        text: 'Error signing up',
        detail: (error instanceof ApiError && serverMessage(error.body)) || undefined,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Signup">
      <form onSubmit={onSubmit} noValidate>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          mb="sm"
        />
        <TextInput
          label="Business name"
          autoComplete="organization"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          mb="sm"
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          mb="md"
        />
        <FormAlert message={message} />
        <Button type="submit" fullWidth mt="md" loading={busy}>
          Signup
        </Button>
      </form>
      <Text size="sm" c="dimmed">
        Already have an account?{' '}
        <Anchor component={Link} to="/login">
          Login
        </Anchor>
      </Text>
    </AuthCard>
  );
}
