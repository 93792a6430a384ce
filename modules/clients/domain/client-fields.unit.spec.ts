import { checkedClientFields } from './client-fields';
import { customPriceName } from './custom-pricing';

describe('client fields', () => {
  it('keeps a trimmed name and email', () => {
    expect(checkedClientFields({ name: ' Deli ', email: ' deli@example.com ' }, 'create')).toEqual({
      name: 'Deli',
      email: 'deli@example.com',
    });
  });

  it('refuses a blank name or email, in the wording of the create and of the edit', () => {
    expect(() => checkedClientFields({ name: '  ', email: 'a@b.co' }, 'create')).toThrow(
      'A name is required for a client.',
    );
    expect(() => checkedClientFields({ name: 'Deli', email: ' ' }, 'create')).toThrow(
      'An email is required for a client.',
    );
    expect(() => checkedClientFields({ email: '' }, 'edit')).toThrow(
      'A email is required for a client.',
    );
  });

  it('leaves out of an edit what the edit leaves out', () => {
    expect(checkedClientFields({}, 'edit')).toEqual({ name: undefined, email: undefined });
  });

  it('answers a refused field as a bad request', () => {
    expect(() => checkedClientFields({ name: '' }, 'edit')).toThrow(
      expect.objectContaining({ kind: 'invalid' }),
    );
  });
});

describe('custom price name', () => {
  it('keeps a trimmed label and clears a blank or null one', () => {
    expect(customPriceName(' VIP ')).toBe('VIP');
    expect(customPriceName('  ')).toBeNull();
    expect(customPriceName(null)).toBeNull();
    expect(customPriceName(undefined)).toBeNull();
  });
});
