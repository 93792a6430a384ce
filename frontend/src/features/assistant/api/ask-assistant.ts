import { useMutation } from '@tanstack/react-query';
import type { AssistantReply } from '../../../../../modules/assistant/domain/answer';
import { apiPost } from '../../../lib/api-client';

// The reply's shapes are the server's own (types only: the bundle takes no code from the API).
export type { QueryDetails, TableData } from '../../../../../modules/assistant/domain/answer';
export type { ValueType } from '../../../../../modules/assistant/domain/semantic-layer';

/**
 * Spec section 7, POST /api/provider/{provider_id}/llm-query-2. The panel reads `insight`, else
 * `answer` (spec section 8), and copes with any key missing.
 */
export type AssistantResponse = Partial<AssistantReply> & { insight?: string };

export function useAskAssistant(providerId: string) {
  return useMutation({
    mutationFn: (query: string) =>
      apiPost<AssistantResponse>(`/provider/${providerId}/llm-query-2`, { query }),
  });
}
