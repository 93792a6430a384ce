import { Center, Loader, type LoaderProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A spinner that says what it waits for. Mantine's Loader is a bare span, where an aria-label
 * alone is prohibited: the status role makes the label one a screen reader announces.
 */
export function Busy({ label, ...props }: LoaderProps & { label?: string }) {
  const { t } = useTranslation();
  return <Loader role="status" aria-label={label ?? t('loading')} {...props} />;
}

export function PageLoader() {
  return (
    <Center mih="100vh">
      <Busy />
    </Center>
  );
}
