import { CustomFieldError, FieldDefinition, Metadata, mergeMetadata } from './custom-fields';

/** A file an import cannot read at all (no body, a broken quote); the message names it. */
export class ImportRefused extends Error {
  readonly kind = 'invalid' as const;
}

/** A problem on one line of an imported file. */
export interface LineError {
  line: number;
  message: string;
}

export interface ImportRow {
  line: number;
  /** The row's value per known column (lower-cased header), blanks included. */
  cells: Record<string, string>;
  metadata: Metadata;
}

/**
 * Reads records (the first one the header) against the columns an import knows and the custom
 * fields of its entity (a column per field, named by its label). Returns the rows with their
 * custom-field values checked (a text at most `maxFieldValueLength` characters), and every
 * problem by line; nothing is written here.
 */
export function readImportTable(
  records: readonly { line: number; fields: string[] }[],
  columns: { required: readonly string[]; optional: readonly string[] },
  fields: readonly FieldDefinition[],
  maxFieldValueLength: number,
): { rows: ImportRow[]; errors: LineError[] } {
  const [header, ...body] = records;
  if (!header) return { rows: [], errors: [{ line: 1, message: 'The file is empty.' }] };
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const byLabel = new Map(fields.map((field) => [field.field_label.toLowerCase(), field]));
  const known = new Set([...columns.required, ...columns.optional]);
  const errors: LineError[] = [];
  for (const name of names) {
    if (name && !known.has(name) && !byLabel.has(name))
      errors.push({ line: header.line, message: `Unknown column: ${name}` });
  }
  for (const required of columns.required) {
    if (!names.includes(required))
      errors.push({ line: header.line, message: `Missing column: ${required}` });
  }
  if (errors.length > 0) return { rows: [], errors };

  const rows: ImportRow[] = [];
  for (const record of body) {
    const cells: Record<string, string> = {};
    const values: Record<string, string> = {};
    names.forEach((name, index) => {
      const value = (record.fields[index] ?? '').trim();
      const field = byLabel.get(name);
      if (field) values[field.id] = value;
      else cells[name] = value;
    });
    try {
      rows.push({
        line: record.line,
        cells,
        metadata: mergeMetadata(fields, {}, values, maxFieldValueLength),
      });
    } catch (error) {
      if (!(error instanceof CustomFieldError)) throw error;
      errors.push({ line: record.line, message: error.message });
    }
  }
  return { rows, errors };
}

/** A yes/no cell: blank gives the default. */
export function parseFlag(value: string | undefined, fallback: boolean): boolean | undefined {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return fallback;
  if (['true', 'yes', '1', 'active'].includes(text)) return true;
  if (['false', 'no', '0', 'inactive'].includes(text)) return false;
  return undefined;
}
