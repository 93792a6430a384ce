import { ValidateBy } from 'class-validator';
import { MAX_REORDER_POINTS, reorderPointOf } from '../../domain/reorder-point';

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

/**
 * PUT /api/provider/{provider_id}/reorder-points: per product and location a minimum and a
 * reorder quantity (a null minimum removes the reorder point).
 */
export class SetReorderPointsRequest {
  @ValidateBy({
    name: 'isReorderPoints',
    validator: {
      validate: (value) => problemOf(value) === null,
      defaultMessage: (args) => problemOf(args?.value) ?? '',
    },
  })
  reorder_points!: Record<string, unknown>[];
}
