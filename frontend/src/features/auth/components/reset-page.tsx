import { resetPassword } from '../api/auth-api';
import { AuthCard } from './auth-card';
import { SetPasswordForm } from './set-password-form';

export function ResetPage() {
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
