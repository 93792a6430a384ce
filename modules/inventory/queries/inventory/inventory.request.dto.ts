import { PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import { badRequest, IsMoment, isUuid, PageQuery, parseQueryJson } from '../../../platform';

/** What the metadata filter must be, as its refusals say. */
const FILTER_SHAPE = 'a JSON object of custom field id to value';

/** The filter's JSON, held to the rules of a JSON body (a 400 naming `metadata` otherwise). */
const metadataOf = (raw: unknown): unknown => parseQueryJson(raw, 'metadata', FILTER_SHAPE);

const isFilter = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(
    ([fieldId, wanted]) => isUuid(fieldId) && (wanted === null || typeof wanted !== 'object'),
  );

/** The query of GET /api/provider/{id}/inventory. */
export class InventoryRequest extends PageQuery {
  /** Only products whose custom values include these: a JSON object of field id to value. */
  @IsOptional()
  @Transform(({ value }) => metadataOf(value))
  @ValidateBy(
    { name: 'isMetadataFilter', validator: { validate: isFilter } },
    { message: `metadata must be ${FILTER_SHAPE}` },
  )
  metadata?: Record<string, unknown>;

  @IsOptional()
  @IsMoment({ message: 'as_of must be an ISO date and time, e.g. 2026-11-21T09:30:00Z' })
  as_of?: string;

  /**
   * With `as_of`: the figures as they were known then, back-dated corrections recorded later left
   * out (default: as known now).
   */
  @IsOptional()
  @IsMoment({ message: 'known_at must be an ISO date and time, e.g. 2026-11-21T09:30:00Z' })
  known_at?: string;
}

/** The query of GET /api/provider/{id}/inventory/export.csv: the moment, as the grid takes it. */
export class InventoryExportRequest extends PickType(InventoryRequest, ['as_of', 'known_at']) {}

/**
 * The moment a request asks the figures for: none (as they stand), or `as_of` as known at
 * `known_at`, by default as known now (back-dated corrections recorded since count).
 */
export function momentOf(query: Pick<InventoryRequest, 'as_of' | 'known_at'>): {
  asOf?: Date;
  knownAt?: Date;
} {
  if (query.as_of === undefined) {
    if (query.known_at !== undefined)
      throw badRequest('known_at goes with as_of: the figures as of a moment, as known at another');
    return {};
  }
  return {
    asOf: new Date(query.as_of),
    knownAt: query.known_at === undefined ? new Date() : new Date(query.known_at),
  };
}
