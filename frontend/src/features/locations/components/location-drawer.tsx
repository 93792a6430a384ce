import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { useFormDrawer } from '../../../components/use-form-drawer';
import { LOCATIONS } from '../messages';

/**
 * The drawer's one field as the server's messages name it (lib/field-errors.ts). The server
 * writes its messages in English, so the label matched and put into them stays English.
 */
// i18n-exempt: matched in, and written into, the server's English messages
const FIELDS = { name: { label: 'Name', keys: ['name'] } } as const;

export interface LocationDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** A new location, or the one named `initialName` being edited (the title says which). */
  editing: boolean;
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
  editing,
  initialName = '',
  saving,
  onSave,
}: LocationDrawerProps) {
  const { t } = useTranslation(LOCATIONS);
  const [name, setName] = useState(initialName);
  const form = useFormDrawer(onClose, FIELDS);

  async function submit() {
    if (!form.check({ name: name.trim() ? null : t('drawer.nameRequired') })) return;
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
      title={editing ? t('drawer.editTitle') : t('drawer.newTitle')}
      onSubmit={submit}
      footer={
        <Button type="submit" loading={saving}>
          {t('drawer.save')}
        </Button>
      }
    >
      <TextInput
        label={t('drawer.name')}
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
