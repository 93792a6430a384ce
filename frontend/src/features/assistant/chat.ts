import type { AssistantResponse, QueryDetails, TableData } from './api/ask-assistant';

/** docs/product.md §3, Chat message. */
export interface ChatMessage {
  type: 'user' | 'assistant';
  content: string;
  timestamp: number;
  queryDetails?: QueryDetails | null;
  tableData?: TableData | null;
}

export const GREETING =
  "Hi! I'm your business assistant. Ask me about your orders, revenue, clients, products and stock.";
export const QUICK_QUESTIONS = [
  'Top 5 clients by revenue this month',
  'Revenue by month this year',
  'Products low in stock',
  'Pending orders',
  'Best-selling products this month',
];
export const PLACEHOLDER = 'Ask about your business data...';

// docs/product.md §8, the chat's replies when it cannot answer.
export const NO_PROVIDER =
  'I can only help with provider data. Please navigate to a provider page to use this feature.';
export const FAILURE =
  "I'm sorry, I encountered an error while processing your request. Please try again later.";
export const UNFORMATTED = "I received a response but couldn't format it properly.";

/** The assistant's message for an answer of the API. */
export function replyFrom(response: AssistantResponse | undefined): ChatMessage {
  const content = response?.insight || response?.answer;
  if (!content) return { type: 'assistant', content: UNFORMATTED, timestamp: Date.now() };
  return {
    type: 'assistant',
    content,
    timestamp: Date.now(),
    queryDetails: response?.query_details ?? null,
    tableData: response?.table_data ?? null,
  };
}
