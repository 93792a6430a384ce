import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { failureText } from '../../../lib/api-client';
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
      setFailure(failureText(error));
    }
  }

  return (
    <FormDialog
      title={`Refuse return ${ret.number}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={answer.isPending}
      submitLabel="Refuse return"
      submitColor="red"
      failure={failure}
      failureTitle="The return was not refused"
    >
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
    </FormDialog>
  );
}
