import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconFileDollar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureText } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { MAX_QUOTE_NOTE, useRequestQuote } from '../api/quotes-api';
import { QUOTES } from '../messages';

export interface RequestQuoteProps {
  clientKey: string;
  providerId: string;
  lines: readonly { product_id: string; quantity: number }[];
  /** Called once the request is sent: the cart's lines are in the quote now. */
  onRequested: () => void;
}

/**
 * Request a quote, beside Create in the portal's cart (issue 37, part 7): the cart's lines go to
 * the provider as a request, with a note; the buyer lands on the quote's page.
 */
export function RequestQuoteButton({
  clientKey,
  providerId,
  lines,
  onRequested,
}: RequestQuoteProps) {
  const { t } = useTranslation(QUOTES);
  const navigate = useNavigate();
  const request = useRequestQuote(clientKey);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  if (lines.length === 0) return null;

  async function send() {
    try {
      const quote = await request.mutateAsync({
        provider_id: providerId,
        lines: [...lines],
        note: note.trim() === '' ? null : note.trim(),
      });
      setOpen(false);
      setNote('');
      onRequested();
      notifySuccess(t('request.sent', { number: quote.number }));
      navigate(`/client/${clientKey}/quotes/${quote.id}`);
    } catch (error) {
      notifyError(failureText(error));
    }
  }

  return (
    <>
      <Button
        variant="default"
        size="md"
        leftSection={<IconFileDollar size={18} />}
        onClick={() => setOpen(true)}
      >
        {t('request.button')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('request.title')} zIndex={400}>
        <Stack gap="md">
          <Text size="sm">{t('request.intro', { count: lines.length })}</Text>
          <Textarea
            label={t('request.note')}
            placeholder={t('request.notePlaceholder')}
            autosize
            minRows={3}
            maxLength={MAX_QUOTE_NOTE}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Stack gap="xs">
            <Button size="md" loading={request.isPending} onClick={send}>
              {t('request.send')}
            </Button>
            <Button variant="default" size="md" onClick={() => setOpen(false)}>
              {t('request.cancel')}
            </Button>
          </Stack>
        </Stack>
      </Modal>
    </>
  );
}
