import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api-client';
import type { Buyer, BuyerFields } from '../api/buyers-api';
import { BUYERS } from '../messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface BuyerFormModalProps {
  /** The buyer changed; none to invite a new one (the email is asked then). */
  buyer?: Buyer | null;
  onClose: () => void;
  /** Sends the fields; a refusal is shown in the form, which stays open. */
  onSubmit: (fields: BuyerFields) => Promise<unknown>;
  /** Removes the buyer changed (staff only); absent: no Remove button. */
  onRemove?: () => void;
}

/** Invites a buyer, or changes one: name, email, role, order limit, approver. */
export function BuyerFormModal({ buyer, onClose, onSubmit, onRemove }: BuyerFormModalProps) {
  const { t } = useTranslation(BUYERS);
  const [name, setName] = useState(buyer?.name ?? '');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Buyer['role']>(buyer?.role ?? 'BUYER');
  const [limit, setLimit] = useState<number | string>(buyer?.order_limit ?? '');
  const [approver, setApprover] = useState(buyer?.approver ?? false);
  const [errors, setErrors] = useState<{ name?: string; email?: string; limit?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      name: name.trim() ? undefined : t('form.nameRequired'),
      email: buyer || EMAIL.test(email.trim()) ? undefined : t('form.emailInvalid'),
      limit:
        limit === '' || (typeof limit === 'number' && limit >= 0)
          ? undefined
          : t('form.limitInvalid'),
    };
    setErrors(found);
    if (found.name || found.email || found.limit) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit({
        name: name.trim(),
        ...(buyer ? {} : { email: email.trim() }),
        role,
        order_limit: limit === '' ? null : Number(limit),
        approver,
      });
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={buyer ? t('form.editTitle', { name: buyer.name }) : t('form.inviteTitle')}
      size="md"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextInput
            label={t('form.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            required
            maxLength={200}
            data-autofocus
          />
          {buyer ? null : (
            <TextInput
              label={t('form.email')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={errors.email}
              required
              maxLength={254}
              autoComplete="off"
            />
          )}
          <Select
            label={t('form.role')}
            description={t('form.roleHint')}
            data={[
              { value: 'BUYER', label: t('roles.BUYER') },
              { value: 'ADMIN', label: t('roles.ADMIN') },
            ]}
            value={role}
            onChange={(value) => setRole((value as Buyer['role'] | null) ?? 'BUYER')}
            allowDeselect={false}
          />
          <NumberInput
            label={t('form.limit')}
            description={t('form.limitHint')}
            value={limit}
            onChange={setLimit}
            min={0}
            max={1_000_000_000}
            decimalScale={2}
            error={errors.limit}
          />
          <Switch
            label={t('form.approver')}
            checked={approver}
            onChange={(event) => setApprover(event.currentTarget.checked)}
          />
          <Group justify="space-between" mt="sm">
            {onRemove ? (
              <Button variant="subtle" color="red" onClick={onRemove} disabled={busy}>
                {t('form.remove')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={onClose} disabled={busy}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {buyer ? t('form.save') : t('form.send')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
