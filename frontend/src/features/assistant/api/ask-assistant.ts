import { useMutation } from '@tanstack/react-query';
import type { components } from '../../../api/openapi-types';
import { apiPost } from '../../../lib/api-client';

type Schemas = components['schemas'];

/** docs/product.md §3, queryDetails: what the answer read. */
export type QueryDetails = Schemas['QueryDetailsResponse'];
/** docs/product.md §3, tableData: the answer's table. */
export type TableData = Schemas['TableDataResponse'];
/** How a table column's values are shown. */
export type ValueType = Schemas['TableColumnResponse']['type'];

/**
 * docs/product.md §7, POST /api/provider/{provider_id}/llm-query-2. The panel reads `insight`, else
 * `answer` (docs/product.md §8), and copes with any key missing.
 */
export type AssistantResponse = Partial<Schemas['AssistantReplyResponse']> & { insight?: string };

export function useAskAssistant(providerId: string) {
  return useMutation({
    mutationFn: (query: string) =>
      apiPost<AssistantResponse>(`/provider/${providerId}/llm-query-2`, { query }),
  });
}
