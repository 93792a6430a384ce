import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { failureText } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { type OrderReturn, useAnswerReturn } from '../api/returns-api';
import { ORDERS } from '../messages';

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
  const { t } = useTranslation(ORDERS);

  async function submit() {
    setChecked(true);
    setFailure(null);
    if (missing) return;
    try {
      await answer.mutateAsync({
        sequence: ret.sequence,
        answer: { action: 'refuse', reason: reason.trim() },
      });
      notifySuccess(t('refuseDialog.refused', { number: ret.number }));
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    }
  }

  return (
    <FormDialog
      title={t('refuseDialog.title', { number: ret.number })}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={answer.isPending}
      submitLabel={t('refuseDialog.submit')}
      submitColor="red"
      failure={failure}
      failureTitle={t('refuseDialog.failureTitle')}
    >
      <Textarea
        label={t('refuseDialog.reason')}
        description={t('refuseDialog.reasonHint')}
        required
        autosize
        minRows={3}
        maxRows={8}
        maxLength={MAX_REASON}
        value={reason}
        error={checked && missing ? t('refuseDialog.missing') : undefined}
        onChange={(event) => setReason(event.currentTarget.value)}
        data-autofocus
      />
    </FormDialog>
  );
}
