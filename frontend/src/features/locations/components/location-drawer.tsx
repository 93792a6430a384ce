import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormDrawer } from '../../../components/form-drawer';

export interface LocationDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: 'New location' | 'Edit location';
  initialName?: string;
  saving: boolean;
  /** Resolves true when saved (the drawer then closes). */
  onSave: (name: string) => Promise<boolean>;
}

/** The New location / Edit location drawer: a Name field and Save. */
export function LocationDrawer({
  opened,
  onClose,
  title,
  initialName = '',
  saving,
  onSave,
}: LocationDrawerProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!name.trim()) {
      setError('A name is required for a location.');
      return;
    }
    setError(null);
    if (await onSave(name.trim())) onClose();
  }

  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={title}
      error={error}
      onSubmit={submit}
      footer={
        <Button type="submit" loading={saving}>
          Save
        </Button>
      }
    >
      <TextInput
        label="Name"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        data-autofocus
      />
    </FormDrawer>
  );
}
