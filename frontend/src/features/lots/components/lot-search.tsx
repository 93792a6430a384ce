import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOTS } from '../messages';

/** "Where did lot X go": a lot code, and Trace opens its recall. */
export function LotSearch({ providerId, initial = '' }: { providerId: string; initial?: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation(LOTS);
  const [code, setCode] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed) navigate(`/provider/${providerId}/lots/${encodeURIComponent(trimmed)}`);
  }
  return (
    <form onSubmit={submit} aria-label={t('search.form')}>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('search.code')}
          // The example code is the same in every language; its "e.g." is not.
          placeholder={t('search.example', { code: 'L-2026-114' })}
          value={code}
          maxLength={64}
          leftSection={<IconSearch size={16} />}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Button type="submit" variant="light">
          {t('search.trace')}
        </Button>
      </Group>
    </form>
  );
}
