import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  checkRows,
  csvRecords,
  ImportRow,
  LineError,
  parseFlag,
  readImportTable,
} from '../../../catalog';
import { PaymentTerms } from '../../../clients';
import { requestProblem } from '../../../platform';
import { SettingsReadModel } from '../../../settings';
import {
  newSupplier,
  SupplierFields,
  SupplierRuleError,
  supplierNameKey,
} from '../../domain/supplier';
import { SUPPLIER_COLUMNS } from '../../domain/supplier-csv';
import { SuppliersStore } from '../../infrastructure/suppliers.store';
import { CreateSupplierRequest } from '../manage-suppliers/supplier.request.dto';
import { textCell, wholeCell } from './import-cells';
import { ImportSuppliers } from './import-suppliers.command';

@CommandHandler(ImportSuppliers)
export class ImportSuppliersHandler implements ICommandHandler<ImportSuppliers> {
  constructor(
    private readonly suppliers: SuppliersStore,
    private readonly settings: SettingsReadModel,
  ) {}

  async execute({ providerId, csv, dryRun }: ImportSuppliers) {
    const records = csvRecords(csv);
    const { currency } = await this.settings.of(providerId);
    const seen = new Map<string, number>();
    const { report, valid } = checkRows<SupplierFields>(
      records,
      readImportTable(records, { required: ['name'], optional: SUPPLIER_COLUMNS.slice(1) }, [], 0),
      (row) => {
        const line = supplierLine(row, currency);
        if ('message' in line) return line;
        const key = supplierNameKey(line.name);
        const first = seen.get(key);
        if (first !== undefined)
          return {
            line: row.line,
            message: `Line ${first} already names the supplier ${line.name}.`,
          };
        seen.set(key, row.line);
        return line;
      },
      dryRun,
    );
    if (dryRun) return report;
    return { ...report, imported: await this.suppliers.importAll(providerId, valid) };
  }
}

/** A line as a supplier, held to the rules of the body that creates one; or its problem. */
function supplierLine(row: ImportRow, currency: string): SupplierFields | LineError {
  const { cells } = row;
  const terms = textCell(cells.payment_terms)?.toUpperCase().replace(/\s+/g, '_') ?? null;
  const active = parseFlag(cells.active, true);
  if (active === undefined) return { line: row.line, message: 'active must be true or false' };
  const body = {
    name: textCell(cells.name) ?? '',
    contact_name: textCell(cells.contact_name),
    email: textCell(cells.email),
    phone: textCell(cells.phone),
    currency: textCell(cells.currency),
    lead_time_days: wholeCell(cells.lead_time_days),
    payment_terms: terms as PaymentTerms | null,
    notes: textCell(cells.notes),
    active,
  };
  const problem = requestProblem(CreateSupplierRequest, body);
  if (problem) return { line: row.line, message: problem };
  try {
    return newSupplier(body, currency);
  } catch (error) {
    if (!(error instanceof SupplierRuleError)) throw error;
    return { line: row.line, message: error.message };
  }
}
