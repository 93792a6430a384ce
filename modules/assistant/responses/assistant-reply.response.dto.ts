import { ApiProperty } from '@nestjs/swagger';
import type {
  AnalysisType,
  AssistantReply,
  FilterApplied,
  QueryDetails,
  TableData,
} from '../domain/answer';
import type { ValueType } from '../domain/semantic-layer';
import type { FilterDescription, QueryDescription, ResultColumn } from '../domain/sql-compiler';

/**
 * The assistant's reply (docs/product.md §7, llm-query-2; section 3, queryDetails and tableData),
 * described field by field for the OpenAPI document and the frontend's generated types. Each
 * class implements the domain's shape, which the handler answers, so the two cannot drift.
 */

export class QueryFilterResponse implements FilterDescription {
  column!: string;
  operator!: string;
  /** The value compared with: text, a number, true or false, or a list (names, a period's ends). */
  @ApiProperty({
    oneOf: [
      { type: 'string' },
      { type: 'number' },
      { type: 'boolean' },
      { type: 'array', items: { type: 'string' } },
    ],
  })
  value!: unknown;
}

/** The spec's query_details.database_query: what was read. */
export class DatabaseQueryResponse implements QueryDescription {
  table!: string;
  columns!: string[];
  filters!: QueryFilterResponse[];
}

export class SortingResponse {
  by!: string;
  direction!: 'asc' | 'desc';
}

export class AnalyticalIntentResponse {
  analysis_type!: AnalysisType;
  groupings!: string[];
  value_function!: 'sum' | 'count' | 'average' | 'share' | 'list';
  sorting!: SortingResponse;
}

export class FilterAppliedResponse implements FilterApplied {
  dimension!: string;
  user_input!: string;
  /** Names of the provider's records the input matched. */
  matches_found!: string[];
  /** Records of the queried entity (in its scope and period) that the filter alone matches. */
  records_matched!: number;
}

export class EntityMatchingResponse {
  filters_applied!: FilterAppliedResponse[];
}

export class QueryDetailsResponse implements QueryDetails {
  database_query!: DatabaseQueryResponse;
  analytical_intent!: AnalyticalIntentResponse;
  entity_matching!: EntityMatchingResponse;
}

export class TableColumnResponse implements ResultColumn {
  /** The key of the column's values in each row. */
  key!: string;
  label!: string;
  type!: ValueType;
}

export class TableMetadataResponse {
  sort_column!: string;
  sort_direction!: 'asc' | 'desc';
}

export class TableDataResponse implements TableData {
  columns!: TableColumnResponse[];
  /** Column key to value (null for none). */
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  rows!: Record<string, unknown>[];
  metadata!: TableMetadataResponse;
}

/** The answer in words, with what was read and the table, or a sentence alone (null details). */
export class AssistantReplyResponse implements AssistantReply {
  answer!: string;
  query_details!: QueryDetailsResponse | null;
  table_data!: TableDataResponse | null;
}
