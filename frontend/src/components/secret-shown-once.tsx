import { Alert, Button, Code, CopyButton, Group, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A secret the server answers once (an API key, a webhook's signing secret): a warning, the
 * secret, a copy button and Done. Nothing keeps it after the drawer closes.
 */
export function SecretShownOnce({
  secret,
  warning,
  testId,
  copyLabel,
  onDone,
}: {
  secret: string;
  warning: ReactNode;
  testId: string;
  copyLabel: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
        {warning}
      </Alert>
      <Code block data-testid={testId} style={{ wordBreak: 'break-all' }}>
        {secret}
      </Code>
      <Group>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button onClick={copy}>{copied ? t('actions.copied') : copyLabel}</Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onDone}>
          {t('actions.done')}
        </Button>
      </Group>
    </Stack>
  );
}
