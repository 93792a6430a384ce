import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { actionRefusal, MemberRequest, routeOf } from '../../identity';
import { Database, isUuid } from '../../platform';
import { CustomValuesRefusedError, changedCustomValues } from '../domain/custom-values';

/**
 * POST and PUT of a product: a member the permission table refuses a change of custom-field
 * values may edit a product but not change its values (its `metadata`), refused with the
 * table's sentence before anything is written. A body sending the stored values back, as the
 * edit drawer does, passes.
 */
@Injectable()
export class ProductCustomValuesGuard implements CanActivate {
  constructor(private readonly db: Database) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<MemberRequest & { body?: unknown }>();
    const refusal =
      req.member && actionRefusal(req.member, routeOf(req), { changes: ['custom_values'] });
    if (!refusal) return true;
    const incoming = (req.body as { metadata?: unknown } | undefined)?.metadata;
    if (changedCustomValues(await this.stored(req.params), incoming).length === 0) return true;
    throw new CustomValuesRefusedError(refusal);
  }

  /** The product's values now: none for a new one, or for an id the route answers 404. */
  private async stored(params: Record<string, string>): Promise<Record<string, unknown>> {
    const { provider_id: providerId, product_id: productId } = params;
    if (!productId || !isUuid(productId) || !isUuid(providerId)) return {};
    const { rows } = await this.db.query<{ metadata: Record<string, unknown> | null }>(
      'SELECT metadata FROM catalog_products WHERE provider_id = $1 AND id = $2',
      [providerId, productId],
    );
    return rows[0]?.metadata ?? {};
  }
}
