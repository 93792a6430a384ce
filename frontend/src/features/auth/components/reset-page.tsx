import { useEffect } from 'react';
import { setSession } from '../../../lib/session';
import { recoverSession, resetPassword, tokensFromHash } from '../api/auth-api';
import { AuthCard } from './auth-card';
import { SetPasswordForm } from './set-password-form';

export function ResetPage() {
  // docs/product.md §4, the password-recovery event: opening the link saves its session, so the
  // user is signed in before choosing the new password. A link that no longer works says so on
  // submit.
  useEffect(() => {
    const tokens = tokensFromHash(window.location.hash);
    if (!tokens) return;
    recoverSession(tokens).then(setSession, () => undefined);
  }, []);

  return (
    <AuthCard title="Reset password" intro="Choose a new password for your account.">
      <SetPasswordForm
        submit={resetPassword}
        texts={{
          submit: 'Reset password',
          busy: 'Updating…',
          invalidLink: 'Recovery link invalid or expired. Please request a new one.',
          failure: 'Error resetting password',
        }}
      />
    </AuthCard>
  );
}
