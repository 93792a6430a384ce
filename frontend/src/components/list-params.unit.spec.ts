import { describe, expect, it } from '@jest/globals';
import {
  holdsText,
  PendingAddress,
  readListParams,
  valuesOf,
  valuesText,
  writeListParams,
} from './list-params';

const params = (query: string) => new URLSearchParams(query);

describe("a list's search, page and filters in the address", () => {
  it('reads the search as typed, the page counted from 1 as zero-based, and each filter', () => {
    expect(readListParams(params('q=acme%20r&page=3&type=IN'), ['type', 'location'])).toEqual({
      q: 'acme r',
      page: 2,
      filters: { type: 'IN', location: null },
    });
  });

  it('reads a page that is no whole number from 1 as the first', () => {
    for (const page of ['0', '-1', '2.5', 'two', '', '99999999', '1e3'])
      expect(readListParams(params(`page=${page}`), []).page).toBe(0);
    expect(readListParams(params(''), []).page).toBe(0);
  });

  it('goes back to the first page when the search or a filter changes, and leaves out what is not set', () => {
    const next = writeListParams(params('q=acme&page=4&type=IN'), { q: 'acme retail' });
    expect(next.toString()).toBe('q=acme+retail&type=IN');
    const refiltered = writeListParams(params('page=2&type=IN'), { filters: { type: null } });
    expect(refiltered.toString()).toBe('');
    expect(writeListParams(params('q=a'), { q: '' }).toString()).toBe('');
  });

  it('keeps the page when nothing changes, writes a page from 1, and the first page not at all', () => {
    expect(writeListParams(params('page=3&type=IN'), { filters: { type: 'IN' } }).toString()).toBe(
      'page=3&type=IN',
    );
    expect(writeListParams(params('type=IN'), { page: 1 }).toString()).toBe('type=IN&page=2');
    expect(writeListParams(params('page=2'), { page: 0 }).toString()).toBe('');
  });

  it("keeps the address's other parameters (a view, a moment)", () => {
    const next = writeListParams(params('view=action&as_of=2026-01-01T00%3A00%3A00.000Z'), {
      page: 2,
    });
    expect(next.get('view')).toBe('action');
    expect(next.get('as_of')).toBe('2026-01-01T00:00:00.000Z');
    expect(next.get('page')).toBe('3');
  });
});

describe('a filter of several values', () => {
  it('reads the values it knows, in their order, and writes them back as one', () => {
    const known = ['OPEN', 'APPROVED', 'CANCELLED'] as const;
    expect(valuesOf('CANCELLED,OPEN,BOGUS', known)).toEqual(['OPEN', 'CANCELLED']);
    expect(valuesOf(null, known)).toEqual([]);
    expect(valuesText(['OPEN', 'CANCELLED'])).toBe('OPEN,CANCELLED');
    expect(valuesText([])).toBeNull();
  });
});

describe('a search in a list read whole', () => {
  it('keeps the rows a value of which holds the text, case aside; every row for a blank search', () => {
    expect(holdsText('WARE', 'Main Warehouse')).toBe(true);
    expect(holdsText(' annex ', 'Main', 'North Annex')).toBe(true);
    expect(holdsText('depot', 'Main Warehouse', null)).toBe(false);
    expect(holdsText('  ', 'anything')).toBe(true);
  });
});

describe('changes asked for faster than the router shows them', () => {
  const address = (query: string) => new URLSearchParams(query);

  it('builds a second change on the first while the address still shows neither', () => {
    const pending = new PendingAddress();
    const shown = address('from=2026-12-05&to=2026-12-05');
    const first = writeListParams(pending.base(shown), { filters: { from: '2099-01-02' } });
    pending.wrote(shown, first);
    const second = writeListParams(pending.base(shown), { filters: { to: '2099-01-01' } });
    pending.wrote(shown, second);
    expect(second.toString()).toBe('from=2099-01-02&to=2099-01-01');
    // The first arrives: the second is still on its way, and a third builds on it.
    const third = writeListParams(pending.base(first), { filters: { to: '2099-12-31' } });
    expect(third.toString()).toBe('from=2099-01-02&to=2099-12-31');
  });

  it('builds on the address again once the last change has arrived, or the address went elsewhere', () => {
    const pending = new PendingAddress();
    const shown = address('q=bolt');
    const written = writeListParams(pending.base(shown), { q: 'bolts' });
    pending.wrote(shown, written);
    expect(pending.base(written).toString()).toBe('q=bolts');
    pending.wrote(written, address('q=nut'));
    // Back to a page of its own: what was on its way no longer counts.
    expect(pending.base(address('page=3')).toString()).toBe('page=3');
  });
});
