/**
 * Custom-field values on products. Who may change them is the permission table's to say
 * (identity's, the products routes' `custom_values` case): the fields themselves need the
 * permission that gates inventory (docs/decisions/custom-field-values-need-inventory-update.md), so
 * their values on products do too, and the rest of a product stays open to every member, as the
 * spec gates it. The guards ask the table and use the functions below to find whether a request
 * changes any value.
 */

/** A member who may not change custom-field values changing a product's. */
export class CustomValuesRefusedError extends Error {
  readonly kind = 'forbidden' as const;

  constructor(message: string) {
    super(message);
    this.name = 'CustomValuesRefusedError';
  }
}

/** A value as the screens send it and as it is stored, compared alike ('' and null: none). */
function comparable(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The custom fields whose value `incoming` (a request's `metadata`) would change on a product
 * holding `current`. A field sent again with its stored value is no change: the edit drawer
 * sends every field back. Anything but a plain object is left to the request's own checks.
 */
export function changedCustomValues(
  current: Readonly<Record<string, unknown>>,
  incoming: unknown,
): string[] {
  if (typeof incoming !== 'object' || incoming === null || Array.isArray(incoming)) return [];
  return Object.entries(incoming)
    .filter(([id, value]) => comparable(value) !== comparable(current[id]))
    .map(([id]) => id);
}

/**
 * The columns of a products CSV (header first) that set custom-field values: those named by a
 * field's label with a value in some row. A blank cell keeps the stored value, so a column left
 * blank sets nothing.
 */
export function customValueColumns(
  records: readonly { fields: readonly string[] }[],
  fieldLabels: readonly string[],
): string[] {
  const [header, ...rows] = records;
  if (!header) return [];
  const labels = new Set(fieldLabels.map((label) => label.trim().toLowerCase()));
  return header.fields.filter(
    (name, index) =>
      labels.has(name.trim().toLowerCase()) &&
      rows.some((row) => (row.fields[index] ?? '').trim() !== ''),
  );
}
