import { acceptInvite } from '../api/auth-api';
import { AuthCard } from './auth-card';
import { SetPasswordForm } from './set-password-form';

export function InvitePage() {
  return (
    <AuthCard
      title="You're almost in"
      intro="Set a password for the email address your invitation was sent to, to activate your account."
    >
      <SetPasswordForm
        submit={acceptInvite}
        texts={{
          submit: 'Set password',
          busy: 'Activating…',
          invalidLink: 'Invitation link invalid or expired. Please request a new invite.',
          failure: 'Error activating invitation',
          success: 'Welcome aboard!',
        }}
      />
    </AuthCard>
  );
}
