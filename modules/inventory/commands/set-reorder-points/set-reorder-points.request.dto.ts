import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { MAX_REORDER_FIGURE, MAX_REORDER_POINTS, reorderPointOf } from '../../domain/reorder-point';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first problem of a list of settings, named by its path; null when there is none. */
function problemOf(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0)
    return 'reorder_points must be a list of { product_id, location_id, minimum, reorder_quantity }';
  if (value.length > MAX_REORDER_POINTS)
    return `reorder_points may hold at most ${MAX_REORDER_POINTS} settings`;
  for (const [index, raw] of value.entries()) {
    const point = reorderPointOf(isObject(raw) ? raw : {});
    if (typeof point === 'string') return `reorder_points[${index}]: ${point}`;
  }
  return null;
}

/** Whole units, as a number or a numeric string; null (or empty) for none. */
const FIGURE = {
  oneOf: [
    { type: 'integer', minimum: 0, maximum: MAX_REORDER_FIGURE },
    { type: 'string', pattern: '^\\s*\\d*\\s*$', nullable: true },
  ],
};

/** One setting, as the API's document shows it (reorderPointOf is what checks it). */
export class ReorderPointSetting {
  @ApiProperty({ format: 'uuid' })
  product_id!: string;

  @ApiProperty({ format: 'uuid' })
  location_id!: string;

  @ApiProperty({ ...FIGURE, description: 'Units; null or empty removes the reorder point.' })
  minimum!: number | string | null;

  @ApiProperty({ ...FIGURE, required: false, description: 'Units to order; needs a minimum.' })
  reorder_quantity?: number | string | null;
}

/**
 * PUT /api/provider/{provider_id}/reorder-points: per product and location a minimum and a
 * reorder quantity (a null minimum removes the reorder point).
 */
export class SetReorderPointsRequest {
  @ApiProperty({ type: [ReorderPointSetting], minItems: 1, maxItems: MAX_REORDER_POINTS })
  @ValidateBy({
    name: 'isReorderPoints',
    validator: {
      validate: (value) => problemOf(value) === null,
      defaultMessage: (args) => problemOf(args?.value) ?? '',
    },
  })
  reorder_points!: Record<string, unknown>[];
}
