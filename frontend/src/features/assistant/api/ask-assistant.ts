import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** How a value is shown (the API's table_data column types). */
export type ValueType = 'text' | 'number' | 'currency' | 'percentage' | 'date' | 'month';

/** Spec section 3, queryDetails. */
export interface QueryDetails {
  database_query: {
    table: string;
    columns: string[];
    filters: { column: string; operator: string; value: unknown }[];
  };
  analytical_intent: {
    analysis_type: string;
    groupings: string[];
    value_function: string;
    sorting: { by: string; direction: 'asc' | 'desc' };
  };
  entity_matching: {
    filters_applied: {
      dimension: string;
      user_input: string;
      matches_found: string[];
      records_matched: number;
    }[];
  };
}

/** Spec section 3, tableData. */
export interface TableData {
  columns: { key: string; label: string; type: ValueType }[];
  rows: Record<string, unknown>[];
  metadata: { sort_column: string; sort_direction: 'asc' | 'desc' };
}

/** Spec section 7, POST /api/provider/{provider_id}/llm-query-2. */
export interface AssistantResponse {
  answer?: string;
  insight?: string;
  query_details?: QueryDetails | null;
  table_data?: TableData | null;
}

export function useAskAssistant(providerId: string) {
  return useMutation({
    mutationFn: (query: string) =>
      apiPost<AssistantResponse>(`/provider/${providerId}/llm-query-2`, { query }),
  });
}
