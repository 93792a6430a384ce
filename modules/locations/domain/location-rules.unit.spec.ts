import { byName, changeLocation, newLocation } from './location-rules';

const main = { name: 'Main', active: true, isDefault: true };

describe('location rules', () => {
  it('renames with a trimmed name and refuses an empty one', () => {
    expect(changeLocation(main, { name: ' North ' }).name).toBe('North');
    expect(() => changeLocation(main, { name: '  ' })).toThrow(
      'A name is required for a location.',
    );
  });

  it('stops being the default when made inactive', () => {
    expect(changeLocation(main, { active: false })).toEqual({
      name: 'Main',
      active: false,
      isDefault: false,
    });
  });

  it('refuses to make an inactive location the default', () => {
    const closed = { name: 'Old', active: false, isDefault: false };
    expect(() => changeLocation(closed, { default: true })).toThrow(
      'An inactive location cannot be the default location.',
    );
    expect(changeLocation(closed, { active: true, default: true }).isDefault).toBe(true);
  });

  it("makes a provider's first active location its default, and no later one", () => {
    expect(newLocation(' Depot ', true, false)).toEqual({
      name: 'Depot',
      active: true,
      isDefault: true,
    });
    expect(newLocation('Annex', true, true).isDefault).toBe(false);
    expect(newLocation('Closed', false, false)).toEqual({
      name: 'Closed',
      active: false,
      isDefault: false,
    });
  });

  it('sorts by name without regard to case', () => {
    expect(byName([{ name: 'b' }, { name: 'A' }, { name: 'c' }]).map((l) => l.name)).toEqual([
      'A',
      'b',
      'c',
    ]);
  });
});
