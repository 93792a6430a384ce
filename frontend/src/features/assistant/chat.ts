import { i18n } from '../../i18n';
import type { AssistantResponse, QueryDetails, TableData } from './api/ask-assistant';
import { ASSISTANT } from './messages';

/** docs/product.md §3, Chat message. */
export interface ChatMessage {
  type: 'user' | 'assistant';
  content: string;
  timestamp: number;
  queryDetails?: QueryDetails | null;
  tableData?: TableData | null;
}

/**
 * The quick-question chips, by their catalog key (assistant.json, quickQuestions): shown in the
 * language on screen, asked in English, the only language the server's parser reads.
 */
export const QUICK_QUESTIONS = [
  'topClients',
  'revenueByMonth',
  'lowStock',
  'pending',
  'bestSelling',
] as const;

export type QuickQuestion = (typeof QUICK_QUESTIONS)[number];

/** A quick question as the server is asked it: the English catalog's text. */
export function quickQuestionQuery(question: QuickQuestion): string {
  return i18n.getFixedT('en', ASSISTANT)(`quickQuestions.${question}`);
}

/** The assistant's message for an answer of the API. */
export function replyFrom(response: AssistantResponse | undefined): ChatMessage {
  const content = response?.insight || response?.answer;
  // docs/product.md §8: the chat's own reply when it cannot read the answer, in the language shown.
  if (!content)
    return {
      type: 'assistant',
      content: i18n.t('assistant:replies.unformatted'),
      timestamp: Date.now(),
    };
  return {
    type: 'assistant',
    content,
    timestamp: Date.now(),
    queryDetails: response?.query_details ?? null,
    tableData: response?.table_data ?? null,
  };
}
