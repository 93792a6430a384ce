import { Button, PasswordInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { firstProviderId, type Session, setSession } from '../../../lib/session';
import { type LinkTokens, tokensFromHash } from '../api/auth-api';
import { AUTH } from '../messages';
import { FormAlert, type FormMessage } from './form-alert';

export interface SetPasswordTexts {
  submit: string;
  busy: string;
  invalidLink: string;
  failure: string;
  success?: string;
}

/** The password form shared by the invite and reset screens: tokens come from the link's hash. */
export function SetPasswordForm({
  texts,
  submit,
}: {
  texts: SetPasswordTexts;
  submit: (password: string, tokens: LinkTokens) => Promise<Session>;
}) {
  const { t } = useTranslation(AUTH);
  const navigate = useNavigate();
  const location = useLocation();
  const [tokens] = useState(() => tokensFromHash(location.hash || window.location.hash));
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<FormMessage | null>(null);
  // Without tokens the link is all there is to say, in the language on screen now.
  const shown: FormMessage | null = tokens ? message : { kind: 'error', text: texts.invalidLink };
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!tokens) {
      setMessage({ kind: 'error', text: texts.invalidLink });
      return;
    }
    if (password.length < 6) {
      setMessage({ kind: 'error', text: t('errors.passwordTooShort') });
      return;
    }
    setMessage(null);
    setBusy(true);
    try {
      const session = await submit(password, tokens);
      if (!session?.access_token) {
        setMessage({ kind: 'error', text: texts.failure });
        return;
      }
      const providerId = firstProviderId(session);
      if (!providerId) {
        setMessage({ kind: 'error', text: t('errors.notActive') });
        return;
      }
      setSession(session);
      navigate(`/provider/${providerId}/inbox`, {
        replace: true,
        state: texts.success ? { notice: texts.success } : undefined,
      });
    } catch (error) {
      setMessage({
        kind: 'error',
        text: (error instanceof ApiError && serverMessage(error.body)) || texts.failure,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <PasswordInput
        label={t('fields.newPassword')}
        autoComplete="new-password"
        minLength={6}
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        mb="md"
      />
      <FormAlert message={shown} />
      <Button type="submit" fullWidth mt="md" loading={busy} disabled={busy}>
        {busy ? texts.busy : texts.submit}
      </Button>
    </form>
  );
}
