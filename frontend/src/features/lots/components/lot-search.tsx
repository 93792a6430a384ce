import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';

/** "Where did lot X go": a lot code, and Trace opens its recall. */
export function LotSearch({ providerId, initial = '' }: { providerId: string; initial?: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed) navigate(`/provider/${providerId}/lots/${encodeURIComponent(trimmed)}`);
  }
  return (
    <form onSubmit={submit} aria-label="Trace a lot">
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Lot code"
          placeholder="e.g. L-2026-114"
          value={code}
          maxLength={64}
          leftSection={<IconSearch size={16} />}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Button type="submit" variant="light">
          Trace
        </Button>
      </Group>
    </form>
  );
}
