import { Button, Checkbox, Drawer, Stack, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecretShownOnce } from '../../../components/secret-shown-once';
import { notifyError } from '../../../lib/notify';
import { apiKeyErrorText, KEY_AREAS, useCreateApiKey } from '../api/api-keys-api';
import { API_KEYS } from '../messages';

/** Settings > API keys: the Create key drawer (name, scopes), then the secret, shown this once. */
export function CreateKeyDrawer({
  providerId,
  opened,
  onClose,
}: {
  providerId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(API_KEYS);
  const create = useCreateApiKey(providerId);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  function close() {
    setName('');
    setScopes([]);
    setError(null);
    setSecret(null);
    onClose();
  }

  function toggle(scope: string, on: boolean) {
    setScopes((current) =>
      on ? [...current.filter((s) => s !== scope), scope] : current.filter((s) => s !== scope),
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('create.nameRequired'));
      return;
    }
    if (scopes.length === 0) {
      notifyError(t('create.scopeRequired'));
      return;
    }
    try {
      const created = await create.mutateAsync({ name: name.trim(), scopes });
      setSecret(created.secret);
    } catch (failure) {
      notifyError(apiKeyErrorText(failure, t('create.failed')));
    }
  }

  return (
    <Drawer opened={opened} onClose={close} position="right" title={t('create.title')}>
      {secret ? (
        <SecretShownOnce
          secret={secret}
          testId="api-key-secret"
          copyLabel={t('create.copy')}
          onDone={close}
          warning={t('create.warning')}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <TextInput
              label={t('create.name')}
              description={t('create.nameHint')}
              autoComplete="off"
              data-autofocus
              maxLength={100}
              value={name}
              error={error}
              onChange={(event) => {
                setName(event.currentTarget.value);
                if (error) setError(null);
              }}
            />
            <Table>
              <Table.Caption>{t('create.scopesCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('create.columns.area')}</Table.Th>
                  <Table.Th>{t('create.columns.read')}</Table.Th>
                  <Table.Th>{t('create.columns.write')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {KEY_AREAS.map((area) => (
                  <Table.Tr key={area}>
                    <Table.Td>
                      <Text size="sm">{t(`create.areas.${area}`)}</Text>
                    </Table.Td>
                    {(['read', 'write'] as const).map((access) => {
                      const scope = `${area}:${access}`;
                      return (
                        <Table.Td key={access}>
                          <Checkbox
                            aria-label={t('create.scopeLabel', {
                              area: t(`create.areas.${area}`),
                              access: t(`create.access.${access}`),
                            })}
                            checked={scopes.includes(scope)}
                            onChange={(event) => toggle(scope, event.currentTarget.checked)}
                          />
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Drawer>
  );
}
