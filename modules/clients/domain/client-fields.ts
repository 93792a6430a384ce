import { MAX_TAX_ID_LENGTH } from '../../settings/domain';

/** A client's name and email as kept: trimmed, both required (docs/product.md §5, Client). */
export class ClientFieldError extends Error {
  readonly kind = 'invalid' as const;
}

export function checkedClientFields(
  fields: { name?: string; email?: string },
  mode: 'create' | 'edit',
): { name?: string; email?: string } {
  const name = fields.name?.trim();
  const email = fields.email?.trim();
  if (name !== undefined && !name) throw new ClientFieldError('A name is required for a client.');
  if (email !== undefined && !email)
    throw new ClientFieldError(
      mode === 'create'
        ? 'An email is required for a client.'
        : 'A email is required for a client.',
    );
  return { name, email };
}

export { MAX_TAX_ID_LENGTH };
export const TAX_ID_TOO_LONG = `tax_id must be at most ${MAX_TAX_ID_LENGTH} characters`;

/** A client's tax id as kept: trimmed, empty is none, at most 50 characters. */
export function clientTaxId(raw: string | null): string | null {
  const taxId = raw?.trim() ?? '';
  if (taxId.length > MAX_TAX_ID_LENGTH) throw new ClientFieldError(TAX_ID_TOO_LONG);
  return taxId === '' ? null : taxId;
}
