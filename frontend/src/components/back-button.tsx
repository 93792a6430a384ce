import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

/**
 * Goes back in history; on a first visit (nothing to go back to) it goes to `home`, by default
 * the provider's inbox.
 */
export function BackButton({ home }: { home?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { providerId } = useParams();

  function goBack() {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(home ?? (providerId ? `/provider/${providerId}/inbox` : '/'));
  }

  return (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
      onClick={goBack}
      px={0}
      mb="xs"
    >
      {t('actions.back')}
    </Button>
  );
}
