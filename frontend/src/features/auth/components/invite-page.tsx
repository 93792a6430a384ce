import { useTranslation } from 'react-i18next';
import { acceptInvite } from '../api/auth-api';
import { AUTH } from '../messages';
import { AuthCard } from './auth-card';
import { SetPasswordForm } from './set-password-form';

export function InvitePage() {
  const { t } = useTranslation(AUTH);
  return (
    <AuthCard title={t('invite.title')} intro={t('invite.intro')}>
      <SetPasswordForm
        submit={acceptInvite}
        texts={{
          submit: t('invite.submit'),
          busy: t('invite.busy'),
          invalidLink: t('invite.invalidLink'),
          failure: t('invite.failure'),
          success: t('invite.success'),
        }}
      />
    </AuthCard>
  );
}
