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
