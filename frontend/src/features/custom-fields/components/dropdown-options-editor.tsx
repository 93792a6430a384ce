import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmFacts, confirmAction } from '../../../components/confirm';
import { CUSTOM_FIELDS } from '../messages';

export interface DropdownOptionsEditorProps {
  options: string[];
  onChange: (options: string[]) => void;
  /** A message about the options (none yet, one too long), under the list. */
  error?: string;
}

/** The Dropdown Options list of the custom field drawer: add, edit and remove options. */
export function DropdownOptionsEditor({ options, onChange, error }: DropdownOptionsEditorProps) {
  const { t } = useTranslation(CUSTOM_FIELDS);

  function update(index: number, text: string) {
    onChange(options.map((option, at) => (at === index ? text : option)));
  }

  async function remove(index: number) {
    // Deleting a dropdown option asks for confirmation (docs/product.md §5); a blank one goes at
    // once.
    if (options[index].trim()) {
      const confirmed = await confirmAction(
        t('options.confirm.title', { option: options[index] }),
        {
          confirmLabel: t('options.confirm.delete'),
          detail: (
            <ConfirmFacts
              facts={[
                t('options.confirm.noLongerOffered', { option: options[index].trim() }),
                t('options.confirm.kept'),
              ]}
            />
          ),
        },
      );
      if (!confirmed) return;
    }
    onChange(options.filter((_, at) => at !== index));
  }

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('options.title')}
      </Text>
      {options.map((option, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place, by position
        <Group key={index} gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            aria-label={t('options.option', { number: index + 1 })}
            value={option}
            // The list's message marks the options too (read out with each of them).
            error={Boolean(error)}
            aria-describedby={error ? 'dropdown-options-error' : undefined}
            onChange={(event) => update(index, event.currentTarget.value)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('options.remove', { number: index + 1 })}
            onClick={() => remove(index)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {error ? <Input.Error id="dropdown-options-error">{error}</Input.Error> : null}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={() => onChange([...options, ''])}
        w="fit-content"
      >
        {t('options.add')}
      </Button>
    </Stack>
  );
}
