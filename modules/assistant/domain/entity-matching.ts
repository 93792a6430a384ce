import { ValidatedPlan } from './plan';
import { DIMENSION_LABELS, ENTITIES, NAMED_DIMENSIONS, NamedDimension } from './semantic-layer';

/**
 * Which of the provider's records a name in a question means. The database scores each record
 * (trigram similarity of the whole names, and of the input within the name, so "Acme" scores
 * fully against "Acme Retail"); this picks among the scores.
 */
export interface Candidate {
  id: string;
  name: string;
  score: number;
}

/** Below this score a record is not what the user meant. */
export const MATCH_THRESHOLD = 0.45;
/** Records scoring this close to the best are taken as well ("apples" means every apple pack). */
const MARGIN = 0.1;
export const MAX_MATCHES = 10;

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export function pickMatches(input: string, candidates: readonly Candidate[]): Candidate[] {
  const exact = candidates.filter((c) => normal(c.name) === normal(input));
  if (exact.length > 0) return exact.slice(0, MAX_MATCHES);
  const good = candidates
    .filter((c) => c.score >= MATCH_THRESHOLD)
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  if (good.length === 0) return [];
  const best = good[0].score;
  return good.filter((c) => c.score >= best - MARGIN).slice(0, MAX_MATCHES);
}

/**
 * The other kinds of record a name could be, when it matched nothing of the kind the planner
 * guessed ("revenue for Apples": Apples is a product, not a client). Orders read per product
 * through their lines.
 */
export function otherNamedDimensions(plan: ValidatedPlan, index: number): NamedDimension[] {
  const current = plan.filters[index].dimension.key;
  const allowed = new Set<string>(ENTITIES[plan.entity].dimensions);
  if (plan.entity === 'orders') allowed.add('product');
  return NAMED_DIMENSIONS.filter(
    (d) => d !== current && allowed.has(d) && !plan.filters.some((f) => f.dimension.key === d),
  );
}

/** The plan with filter `index` on `dimension` instead (orders become their lines for a product). */
export function retarget(
  plan: ValidatedPlan,
  index: number,
  dimension: NamedDimension,
): ValidatedPlan {
  const entity = plan.entity === 'orders' && dimension === 'product' ? 'order_lines' : plan.entity;
  const def = ENTITIES[entity];
  const listed = plan.measures.length > 0 || def.list.some((c) => c.key === plan.sort.by);
  return {
    ...plan,
    entity,
    filters: plan.filters.map((filter, i) =>
      i === index
        ? {
            ...filter,
            dimension: {
              kind: 'builtin',
              name: dimension,
              key: dimension,
              label: DIMENSION_LABELS[dimension],
            },
          }
        : filter,
    ),
    sort: listed ? plan.sort : def.listSort,
  };
}
