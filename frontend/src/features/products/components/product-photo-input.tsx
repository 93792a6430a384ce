import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openUpsellOn402 } from '../../../components/upsell';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { uploadPhoto } from '../api/products-api';
import { PRODUCTS } from '../messages';

/** docs/product.md §9: a product photo is at most 2 MB. */
export const MAX_PHOTO_BYTES = 2_097_152;

export interface ProductPhotoInputProps {
  providerId: string;
  /** The photo URL, or null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** A message for the drawer to show (too large, upload failed); null clears it. */
  onError: (message: string | null) => void;
  onBusyChange: (busy: boolean) => void;
}

/** Image upload for the product drawer, with Eliminar to remove the image. */
export function ProductPhotoInput({
  providerId,
  value,
  onChange,
  onError,
  onBusyChange,
}: ProductPhotoInputProps) {
  const { t } = useTranslation(PRODUCTS);
  const [uploading, setUploading] = useState(false);

  async function choose(file: File | null) {
    if (!file) return;
    if (file.size > MAX_PHOTO_BYTES) {
      onError(t('photo.tooLarge'));
      return;
    }
    onError(null);
    setUploading(true);
    onBusyChange(true);
    try {
      const uploaded = await uploadPhoto(providerId, file);
      onChange(uploaded.url);
    } catch (error) {
      if (openUpsellOn402(error, providerId)) return;
      // The server names what is wrong with the file (not an image, too large).
      const reason = error instanceof ApiError ? serverMessage(error.body) : undefined;
      onError(reason ?? t('photo.uploadFailed'));
    } finally {
      setUploading(false);
      onBusyChange(false);
    }
  }

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('photo.title')}
      </Text>
      {value ? (
        <Image src={value} alt={t('photo.alt')} h={160} w="auto" fit="contain" radius="sm" />
      ) : null}
      <Group gap="xs">
        <FileButton onChange={choose} accept="image/*">
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPhoto size={16} />}
              loading={uploading}
            >
              {value ? t('photo.change') : t('photo.upload')}
            </Button>
          )}
        </FileButton>
        {value ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => onChange(null)}
            disabled={uploading}
          >
            {t('photo.remove')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
