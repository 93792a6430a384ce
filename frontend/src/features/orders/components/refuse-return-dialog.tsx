import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { type OrderReturn, useAnswerReturn } from '../api/returns-api';

/** The longest reason the server keeps. */
const MAX_REASON = 500;

export interface RefuseReturnDialogProps {
  providerId: string;
  orderId: string;
  ret: OrderReturn;
  onClose: () => void;
}

/** Refuse (staff): why the return is refused, which the client reads; required. */
export function RefuseReturnDialog({ providerId, orderId, ret, onClose }: RefuseReturnDialogProps) {
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const answer = useAnswerReturn(providerId, orderId);
  const missing = reason.trim() === '';

  async function submit() {
    setChecked(true);
    setFailure(null);
    if (missing) return;
    try {
      await answer.mutateAsync({
        sequence: ret.sequence,
        answer: { action: 'refuse', reason: reason.trim() },
      });
      notifySuccess(`Return ${ret.number} has been refused.`);
      onClose();
    } catch (error) {
      setFailure(
        error instanceof ApiError ? error.message : 'There was an error, please try again.',
      );
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Refuse return ${ret.number}`}
      closeOnClickOutside={!answer.isPending}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label="Reason"
            description="The client reads it with the refusal."
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={MAX_REASON}
            value={reason}
            error={checked && missing ? 'Say why the return is refused.' : undefined}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          {failure ? (
            <Alert color="red" role="alert" title="The return was not refused">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={answer.isPending}>
              Close
            </Button>
            <Button type="submit" color="red" loading={answer.isPending}>
              Refuse return
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
