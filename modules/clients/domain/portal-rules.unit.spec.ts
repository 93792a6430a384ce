import { NotInPortal, OnlyProviderLeft } from './client-errors';
import { givesNewEmail, leaveRefusal, portalEmail } from './portal-rules';

describe('portal rules', () => {
  it('compares emails trimmed and in any case', () => {
    expect(portalEmail('  Deli@Example.TEST ')).toBe('deli@example.test');
  });

  it('counts an edit as a new email only when the address itself changes', () => {
    expect(givesNewEmail('deli@example.test', 'DELI@example.test')).toBe(false);
    expect(givesNewEmail('deli@example.test', undefined)).toBe(false);
    expect(givesNewEmail('deli@example.test', 'cafe@example.test')).toBe(true);
  });

  it('lets a client leave a provider in its portal while another remains, and no other', () => {
    expect(leaveRefusal(['a', 'b'], 'b')).toBeNull();
    expect(leaveRefusal(['a', 'b'], 'c')).toBeInstanceOf(NotInPortal);
    expect(leaveRefusal(['a'], 'a')).toBeInstanceOf(OnlyProviderLeft);
    expect(leaveRefusal([], 'a')).toBeInstanceOf(NotInPortal);
  });
});
