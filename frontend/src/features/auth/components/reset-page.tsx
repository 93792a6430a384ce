import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setSession } from '../../../lib/session';
import { recoverSession, resetPassword, tokensFromHash } from '../api/auth-api';
import { AUTH } from '../messages';
import { AuthCard } from './auth-card';
import { SetPasswordForm } from './set-password-form';

export function ResetPage() {
  const { t } = useTranslation(AUTH);
  // docs/product.md §4, the password-recovery event: opening the link saves its session, so the
  // user is signed in before choosing the new password. A link that no longer works says so on
  // submit.
  useEffect(() => {
    const tokens = tokensFromHash(window.location.hash);
    if (!tokens) return;
    recoverSession(tokens).then(setSession, () => undefined);
  }, []);

  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')}>
      <SetPasswordForm
        submit={resetPassword}
        texts={{
          submit: t('reset.submit'),
          busy: t('reset.busy'),
          invalidLink: t('reset.invalidLink'),
          failure: t('reset.failure'),
        }}
      />
    </AuthCard>
  );
}
