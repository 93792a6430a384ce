import {
  Crossing,
  decideLowStock,
  decideLowStockAlert,
  decideSetReorderPoints,
  LowStockAlert,
  ReorderCell,
  ReorderFact,
  reorderFactOf,
  reorderPointOf,
  suggestedQuantity,
  UNWATCHED_CELL,
} from './reorder-point';

const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`;
const level = (current: number, minute = 1, inTransit = 0): ReorderFact => ({
  kind: 'level',
  level: { current, committed: 0, inTransit },
  at: at(minute),
});
const point = (minimum: number | null, reorderQuantity: number | null = null): ReorderFact => ({
  kind: 'point',
  minimum,
  reorderQuantity,
  at: at(0),
});

/** given: the facts so far; when: one more; then: the crossings each made and the cell left. */
function given(...facts: ReorderFact[]) {
  return {
    when(...more: ReorderFact[]) {
      let cell: ReorderCell = UNWATCHED_CELL;
      for (const fact of facts) cell = decideLowStock(cell, fact).cell;
      const crossings: Crossing[] = [];
      for (const fact of more) {
        const decided = decideLowStock(cell, fact);
        crossings.push(decided.crossing);
        cell = decided.cell;
      }
      return { crossings, cell };
    },
  };
}

describe('low stock', () => {
  it('raises one alert when available stock falls to the minimum', () => {
    const { crossings, cell } = given(point(5), level(8)).when(level(5, 3));
    expect(crossings).toEqual(['raised']);
    expect(cell.lowSince).toBe(at(3));
  });

  it('stays quiet while the stock stays low, however often it changes', () => {
    const { crossings, cell } = given(point(5), level(8), level(4, 2)).when(
      level(3, 3),
      level(0, 4),
      level(5, 5),
    );
    expect(crossings).toEqual([null, null, null]);
    expect(cell.lowSince).toBe(at(2));
  });

  it('clears the alert when the stock recovers above the minimum, and raises a new one at the next crossing', () => {
    const { crossings, cell } = given(point(5), level(2)).when(
      level(6, 3),
      level(9, 4),
      level(1, 5),
    );
    expect(crossings).toEqual(['cleared', null, 'raised']);
    expect(cell.lowSince).toBe(at(5));
  });

  it('raises nothing for a stock without a reorder point', () => {
    expect(given(level(8)).when(level(0, 2)).crossings).toEqual([null]);
  });

  it('raises an alert when a minimum is set at or above the stock, and clears it when removed', () => {
    const { crossings } = given(level(3)).when(point(3), point(10), point(null));
    expect(crossings).toEqual(['raised', null, 'cleared']);
  });

  it('counts what can still be promised: committed units do not keep a stock above its minimum', () => {
    const ordered: ReorderFact = {
      kind: 'level',
      level: { current: 2, committed: 8 },
      at: at(2),
    };
    expect(given(point(5), level(10)).when(ordered).crossings).toEqual(['raised']);
  });
});

describe('low-stock alerts as told to others', () => {
  /** given: the facts so far; when: more; then: the alert each made (null: none). */
  function alerts(facts: ReorderFact[], more: ReorderFact[]): (LowStockAlert | null)[] {
    let cell: ReorderCell = UNWATCHED_CELL;
    for (const fact of facts) cell = decideLowStockAlert(cell, fact).cell;
    return more.map((fact) => {
      const decided = decideLowStockAlert(cell, fact);
      cell = decided.cell;
      return decided.alert;
    });
  }

  it('tells the crossing down once, with the figures and what to order, and nothing while it stays low', () => {
    const withPoint = point(5, 20);
    expect(alerts([withPoint, level(8)], [level(5, 3, 4), level(2, 4)])).toEqual([
      {
        crossing: 'raised',
        available: 5,
        inTransit: 4,
        minimum: 5,
        reorderQuantity: 20,
        suggestedQuantity: 16,
        lowSince: at(3),
        at: at(3),
      },
      null,
    ]);
  });

  it('tells the recovery with since when the stock was low, and nothing to order', () => {
    const [recovered] = alerts([point(5, 20), level(8), level(3, 2)], [level(9, 6)]);
    expect(recovered).toEqual({
      crossing: 'cleared',
      available: 9,
      inTransit: 0,
      minimum: 5,
      reorderQuantity: 20,
      suggestedQuantity: 0,
      lowSince: at(2),
      at: at(6),
    });
  });

  it('tells a crossing made by setting or removing the minimum', () => {
    const told = alerts([level(3)], [point(4), point(null)]);
    expect(told.map((a) => a && [a.crossing, a.minimum, a.lowSince])).toEqual([
      ['raised', 4, at(0)],
      ['cleared', null, at(0)],
    ]);
  });

  it('reads the fact from a stored StockChanged or ReorderPointSet', () => {
    const after = { current: 2, committed: 1 };
    expect(reorderFactOf('StockChanged', { after }, at(1))).toEqual({
      kind: 'level',
      level: after,
      at: at(1),
    });
    expect(reorderFactOf('ReorderPointSet', { minimum: 3, reorderQuantity: null }, at(2))).toEqual({
      kind: 'point',
      minimum: 3,
      reorderQuantity: null,
      at: at(2),
    });
  });
});

describe('suggested quantity', () => {
  const low = (cell: Partial<ReorderCell>): ReorderCell => ({
    ...UNWATCHED_CELL,
    minimum: 5,
    lowSince: at(1),
    ...cell,
  });

  it('is the reorder quantity when it lifts the stock above the minimum', () => {
    expect(suggestedQuantity(low({ available: 4, reorderQuantity: 20 }))).toBe(20);
  });

  it('is what lifts the stock above the minimum when the reorder quantity would not', () => {
    expect(suggestedQuantity(low({ available: 0, reorderQuantity: 2 }))).toBe(6);
    expect(suggestedQuantity(low({ available: 3, reorderQuantity: null }))).toBe(3);
  });

  it('counts units in transit as ordered', () => {
    expect(suggestedQuantity(low({ available: 4, reorderQuantity: 20, inTransit: 15 }))).toBe(5);
    expect(suggestedQuantity(low({ available: 4, reorderQuantity: 2, inTransit: 30 }))).toBe(0);
  });
});

describe('setting reorder points', () => {
  const input = { productId: 'apple', locationId: 'shop', minimum: 5, reorderQuantity: 20 };

  it('records each setting as an event of the provider', () => {
    expect(decideSetReorderPoints('p1', [input])).toEqual([
      {
        type: 'ReorderPointSet',
        data: { providerId: 'p1', ...input },
      },
    ]);
  });

  it('refuses a reorder quantity without a minimum', () => {
    expect(() =>
      decideSetReorderPoints('p1', [{ ...input, minimum: null, reorderQuantity: 3 }]),
    ).toThrow('A reorder quantity needs a minimum.');
  });

  it('refuses the same stock twice in one request', () => {
    expect(() => decideSetReorderPoints('p1', [input, input])).toThrow(/set twice/);
  });
});

describe('a setting as sent', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  it('reads figures from JSON numbers and CSV text alike, empty as none', () => {
    expect(
      reorderPointOf({ product_id: id, location_id: id, minimum: '5', reorder_quantity: '' }),
    ).toEqual({ productId: id, locationId: id, minimum: 5, reorderQuantity: null });
  });

  it('names the field that is wrong', () => {
    expect(reorderPointOf({ product_id: 'x', location_id: id })).toBe(
      'product_id must be a product id',
    );
    expect(reorderPointOf({ product_id: id, location_id: id, minimum: -1 })).toBe(
      'minimum must be a whole number from 0 to 1,000,000,000',
    );
    expect(
      reorderPointOf({ product_id: id, location_id: id, minimum: 2, reorder_quantity: 1.5 }),
    ).toBe('reorder_quantity must be a whole number from 0 to 1,000,000,000');
  });
});
