import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormDrawer } from '../../../components/form-drawer';
import { useFormDrawer } from '../../../components/use-form-drawer';

/** The drawer's one field as the server's messages name it (lib/field-errors.ts). */
const FIELDS = { name: { label: 'Name', keys: ['name'] } } as const;

export interface LocationDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: 'New location' | 'Edit location';
  initialName?: string;
  saving: boolean;
  /**
   * Resolves true when saved (the drawer then closes), false when not (the caller said why). A
   * refusal it throws is shown beside the field it names.
   */
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
  const form = useFormDrawer(onClose, FIELDS);

  async function submit() {
    if (!form.check({ name: name.trim() ? null : 'A name is required for a location.' })) return;
    try {
      if (await onSave(name.trim())) onClose();
    } catch (failure) {
      form.showFailure(failure);
    }
  }

  return (
    <FormDrawer
      {...form.drawerProps}
      opened={opened}
      onClose={onClose}
      title={title}
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
        error={form.errorOf('name')}
        onChange={(event) => {
          setName(event.currentTarget.value);
          form.clear('name');
        }}
        data-autofocus
      />
    </FormDrawer>
  );
}
