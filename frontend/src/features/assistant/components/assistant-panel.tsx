import {
  ActionIcon,
  Affix,
  Badge,
  Box,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageChatbot, IconSend, IconX } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MAX_QUESTION_LENGTH } from '../../../../../modules/assistant/domain/semantic-layer';
import { useAskAssistant } from '../api/ask-assistant';
import { type ChatMessage, QUICK_QUESTIONS, quickQuestionQuery, replyFrom } from '../chat';
import { ASSISTANT } from '../messages';
import { DataResults } from './data-results';
import { QueryDetailsSection } from './query-details';

/**
 * The open panel: over the pages, level with the header and under the side menu (Mantine's app
 * shell: header 100, menu 101), so the phone's opened menu covers it. Drawers and dialogs (200)
 * cover it too.
 */
const ASSISTANT_Z_INDEX = 100;

/** The most a question may hold: the API's limit, typed by it so the two cannot drift. */
const MAX_QUESTION: typeof MAX_QUESTION_LENGTH = 500;

function Bubble({ message, providerId }: { message: ChatMessage; providerId: string }) {
  const mine = message.type === 'user';
  return (
    <Paper
      p="xs"
      radius="md"
      bg={mine ? 'teal.0' : 'gray.0'}
      maw="92%"
      style={{ alignSelf: mine ? 'flex-end' : 'flex-start' }}
      data-message={message.type}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {message.content}
      </Text>
      {message.tableData || message.queryDetails ? (
        <Stack gap={4} mt={6}>
          {message.tableData ? (
            <DataResults data={message.tableData} providerId={providerId} />
          ) : null}
          {message.queryDetails ? <QueryDetailsSection details={message.queryDetails} /> : null}
        </Stack>
      ) : null}
    </Paper>
  );
}

/**
 * The AI Business Assistant (docs/product.md §2.9): a floating panel on provider routes. Questions
 * go to llm-query-2; each reply shows its answer, its data results and how it was asked.
 */
export function AssistantPanel({ providerId }: { providerId: string | undefined }) {
  const { t } = useTranslation(ASSISTANT);
  const [opened, { open, close }] = useDisclosure(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const ask = useAskAssistant(providerId ?? '');
  const loading = ask.isPending;
  const viewport = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message or the indicator appears
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [messages.length, loading]);

  /** Asks `text`, shown as typed; `asked` is what the server reads, when it differs (a chip). */
  async function send(text: string, asked = text) {
    const query = asked.trim();
    if (!query || loading) return;
    setDraft('');
    const add = (message: ChatMessage) => setMessages((list) => [...list, message]);
    add({ type: 'user', content: text.trim(), timestamp: Date.now() });
    if (!providerId) {
      add({ type: 'assistant', content: t('replies.noProvider'), timestamp: Date.now() });
      return;
    }
    try {
      add(replyFrom(await ask.mutateAsync(query)));
    } catch {
      add({ type: 'assistant', content: t('replies.failure'), timestamp: Date.now() });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(draft);
  }

  // The button sits in the header, beside the search: it covers nothing on any page, at any
  // scroll. The panel it opens floats over the page's bottom right corner until closed.
  const button = (
    <Tooltip label={t('panel.open')} withArrow disabled={opened}>
      <ActionIcon
        size={36}
        radius="md"
        variant={opened ? 'filled' : 'default'}
        aria-label={t('panel.open')}
        aria-expanded={opened}
        onClick={opened ? close : open}
      >
        <IconMessageChatbot size={20} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
  if (!opened) return button;

  return (
    <>
      {button}
      <Affix position={{ bottom: 16, right: 16 }} zIndex={ASSISTANT_Z_INDEX}>
        <Paper
          component="section"
          aria-label={t('panel.title')}
          shadow="xl"
          withBorder
          radius="md"
          w={{ base: 'calc(100vw - 32px)', sm: 420 }}
          h={{ base: '75vh', lg: 600 }}
          style={{ display: 'flex', flexDirection: 'column' }}
        >
          <Group justify="space-between" px="sm" py="xs" wrap="nowrap">
            <Text fw={700}>{t('panel.title')}</Text>
            <ActionIcon variant="subtle" color="gray" aria-label={t('panel.close')} onClick={close}>
              <IconX size={18} />
            </ActionIcon>
          </Group>
          <ScrollArea viewportRef={viewport} style={{ flex: 1 }} px="sm">
            <Stack gap="xs" pb="xs">
              <Paper p="xs" radius="md" bg="gray.0" maw="92%">
                <Text size="sm">{t('greeting')}</Text>
              </Paper>
              <Group gap={6}>
                {QUICK_QUESTIONS.map((question) => (
                  <Badge
                    key={question}
                    component="button"
                    type="button"
                    variant="light"
                    tt="none"
                    style={{ cursor: loading ? 'default' : 'pointer' }}
                    disabled={loading}
                    onClick={() =>
                      void send(t(`quickQuestions.${question}`), quickQuestionQuery(question))
                    }
                  >
                    {t(`quickQuestions.${question}`)}
                  </Badge>
                ))}
              </Group>
              {messages.map((message) => (
                <Bubble
                  key={`${message.timestamp}-${message.type}`}
                  message={message}
                  providerId={providerId ?? ''}
                />
              ))}
              {loading ? (
                <Group gap={6} role="status">
                  <Loader size="xs" />
                  <Text size="sm" c="dimmed">
                    {t('panel.analyzing')}
                  </Text>
                </Group>
              ) : null}
            </Stack>
          </ScrollArea>
          <Box component="form" onSubmit={submit} p="sm">
            <Group gap={6} wrap="nowrap">
              <TextInput
                flex={1}
                placeholder={t('panel.placeholder')}
                aria-label={t('panel.question')}
                value={draft}
                maxLength={MAX_QUESTION}
                disabled={loading}
                onChange={(event) => setDraft(event.currentTarget.value)}
              />
              <ActionIcon
                type="submit"
                size={36}
                aria-label={t('panel.send')}
                disabled={loading || draft.trim() === ''}
              >
                <IconSend size={18} />
              </ActionIcon>
            </Group>
          </Box>
        </Paper>
      </Affix>
    </>
  );
}
