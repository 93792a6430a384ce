import { Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useLogoUrl, useRemoveLogo, useUploadLogo } from '../api/settings-api';
import { SETTINGS } from '../messages';

/** The largest logo the server keeps (1 MB). */
export const MAX_LOGO_BYTES = 1024 * 1024;
const LOGO_TYPES = ['image/png', 'image/jpeg'];

export interface LogoInputProps {
  providerId: string;
  hasLogo: boolean;
  /** Not the owner: the logo is shown, not changed (no buttons). */
  readOnly: boolean;
}

/**
 * The letterhead's logo: a preview (read with the token, shown from an object URL), Upload or
 * Replace (PNG or JPEG up to 1 MB, sent at once) and Remove. A refusal is said under it.
 */
export function LogoInput({ providerId, hasLogo, readOnly }: LogoInputProps) {
  const { t } = useTranslation(SETTINGS);
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const url = useLogoUrl(providerId, hasLogo, version);
  const upload = useUploadLogo(providerId);
  const remove = useRemoveLogo(providerId);
  const busy = upload.isPending || remove.isPending;

  const refusal = (failure: unknown) =>
    (failure instanceof ApiError ? serverMessage(failure.body) : undefined) ?? t('logo.failed');

  async function choose(file: File | null) {
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type)) {
      setError(t('logo.wrongType'));
      return;
    }
    if (file.size > MAX_LOGO_BYTES) {
      setError(t('logo.tooLarge'));
      return;
    }
    setError(null);
    try {
      await upload.mutateAsync(file);
      setVersion((current) => current + 1);
      notifySuccess(t('logo.saved'));
    } catch (failure) {
      setError(refusal(failure));
    }
  }

  async function removeLogo() {
    const sure = await confirmAction(t('logo.removeConfirm'), {
      confirmLabel: t('logo.removeConfirmLabel'),
    });
    if (!sure) return;
    setError(null);
    try {
      await remove.mutateAsync();
      notifySuccess(t('logo.removed'));
    } catch (failure) {
      setError(refusal(failure));
    }
  }

  return (
    <Stack gap={6}>
      <div>
        <Text size="sm" fw={500}>
          {t('logo.label')}
        </Text>
        <Text size="xs" c="dimmed">
          {readOnly ? t('logo.hint') : t('logo.hintWithLimits')}
        </Text>
      </div>
      <Box
        w={200}
        maw="100%"
        h={96}
        p="xs"
        style={{
          border: '1px dashed var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {hasLogo && url ? (
          <Image src={url} alt={t('logo.alt')} mah="100%" maw="100%" w="auto" fit="contain" />
        ) : (
          <Text size="xs" c="dimmed">
            {hasLogo ? t('logo.loading') : t('logo.none')}
          </Text>
        )}
      </Box>
      {readOnly ? null : (
        <Group gap="xs">
          <FileButton onChange={choose} accept={LOGO_TYPES.join(',')} disabled={busy}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconPhoto size={14} />}
                loading={upload.isPending}
                disabled={busy}
              >
                {hasLogo ? t('logo.replace') : t('logo.upload')}
              </Button>
            )}
          </FileButton>
          {hasLogo ? (
            <Button
              variant="light"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={removeLogo}
              loading={remove.isPending}
              disabled={busy}
            >
              {t('logo.remove')}
            </Button>
          ) : null}
        </Group>
      )}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
