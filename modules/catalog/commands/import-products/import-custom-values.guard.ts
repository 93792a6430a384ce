import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { actionRefusal, MemberRequest, routeOf } from '../../../identity';
import { Database } from '../../../platform';
import { CustomValuesRefusedError, customValueColumns } from '../../domain/custom-values';
import { csvRecords } from '../../infrastructure/csv-import';

/**
 * The products CSV import: a member the permission table refuses a change of custom-field
 * values may import products but not their values, so a file with a value in a custom field's
 * column is refused whole (403 naming the columns) before any line is checked; the same file
 * without those columns, or with them blank, imports.
 */
@Injectable()
export class ImportCustomValuesGuard implements CanActivate {
  constructor(private readonly db: Database) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<MemberRequest & { body?: unknown }>();
    const refusal =
      req.member && actionRefusal(req.member, routeOf(req), { changes: ['custom_values'] });
    if (!req.member || !refusal) return true;
    // An unreadable body is the route's 400 or 413, answered the same here.
    const records = csvRecords(req.body);
    const { rows } = await this.db.query<{ field_label: string }>(
      `SELECT field_label FROM catalog_custom_fields
        WHERE provider_id = $1 AND entity_type = 'PRODUCTS'`,
      [req.member.providerId],
    );
    const columns = customValueColumns(
      records,
      rows.map((row) => row.field_label),
    );
    if (columns.length === 0) return true;
    throw new CustomValuesRefusedError(
      `${refusal} Remove the custom-field column(s) ${columns.join(', ')} or leave them blank to import the rest.`,
    );
  }
}
