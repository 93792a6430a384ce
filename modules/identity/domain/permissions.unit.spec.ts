import {
  actionRefusal,
  MEMBERSHIP_ONLY_ROUTES,
  Member,
  PERMISSION_REFUSALS,
  PERMISSION_TABLE,
  PERMISSIONS,
  permissionsFor,
  routeKey,
} from './permissions';

const member: Member = { userId: 'u', providerId: 'p', isOwner: false, permissionsDenied: [] };

describe('permission refusals', () => {
  const placeOrder = 'POST /api/order';
  const ship = 'POST /api/provider/{provider_id}/transfers/{transfer_id}/ship';

  it("words a denied permission's refusal as the spec does", () => {
    const clerk = { ...member, permissionsDenied: ['orders:create'] };
    expect(actionRefusal(clerk, placeOrder, { transaction_type: 'ORDER' })).toBe(
      "You don't have permission to place orders.",
    );
    expect(actionRefusal({ ...member, permissionsDenied: ['inventory:update'] }, ship)).toBe(
      "You don't have permission to adjust inventory.",
    );
  });

  it('refuses nothing that is not denied, nor a route that needs no permission', () => {
    const clerk = { ...member, permissionsDenied: ['orders:create'] };
    expect(actionRefusal(clerk, ship)).toBeUndefined();
    expect(actionRefusal(clerk, 'POST /api/provider/{provider_id}/location')).toBeUndefined();
    expect(actionRefusal(member, placeOrder, { transaction_type: 'ORDER' })).toBeUndefined();
  });
});

describe('the permission table', () => {
  it('names a request by its method and the pattern it matched, as the OpenAPI document does', () => {
    expect(routeKey('put', '/api/provider/:provider_id/product/:product_id')).toBe(
      'PUT /api/provider/{provider_id}/product/{product_id}',
    );
    // A HEAD is answered by its GET, so it needs what the GET needs.
    expect(routeKey('HEAD', '/api/provider/:provider_id/client/:client_id/link')).toBe(
      'GET /api/provider/{provider_id}/client/{client_id}/link',
    );
  });

  it('gives a route gated for every request its permission, with or without facts', () => {
    const route = 'POST /api/provider/{provider_id}/transfers';
    expect(permissionsFor(route)).toEqual(['inventory:update']);
    expect(permissionsFor(route, { transaction_type: 'ORDER' })).toEqual(['inventory:update']);
    expect(permissionsFor('POST /api/provider/{provider_id}/location')).toEqual([]);
  });

  it("gives a route gated only in some cases a permission only when the request's facts match", () => {
    expect(permissionsFor('POST /api/order')).toEqual([]);
    expect(permissionsFor('POST /api/order', { transaction_type: 'ORDER' })).toEqual([
      'orders:create',
    ]);
    for (const type of ['IN', 'OUT', 'ADJUST'])
      expect(permissionsFor('POST /api/order', { transaction_type: type })).toEqual([
        'inventory:update',
      ]);
    const order = 'PUT /api/provider/{provider_id}/order/{order_id}';
    expect(permissionsFor(order, { transaction_type: 'ORDER' })).toEqual([]);
    expect(permissionsFor(order, { transaction_type: 'IN', changes: ['status'] })).toEqual([
      'inventory:update',
    ]);
    const product = 'PUT /api/provider/{provider_id}/product/{product_id}';
    expect(permissionsFor(product)).toEqual([]);
    expect(permissionsFor(product, { changes: ['custom_values'] })).toEqual(['inventory:update']);
  });

  it("answers a denied action with its permission's sentence, and nothing else", () => {
    const clerk = { permissionsDenied: ['orders:create'] };
    expect(actionRefusal(clerk, 'POST /api/order', { transaction_type: 'ORDER' })).toBe(
      "You don't have permission to place orders.",
    );
    expect(actionRefusal(clerk, 'POST /api/order', { transaction_type: 'IN' })).toBeUndefined();
    expect(actionRefusal(clerk, 'GET /api/provider/{provider_id}/client/{client_id}/link')).toBe(
      "You don't have permission to place orders.",
    );
    expect(actionRefusal(clerk, 'POST /api/provider/{provider_id}/counts')).toBeUndefined();
  });

  it('classifies a route once: gated, or membership only, never both', () => {
    const gated = new Set(PERMISSION_TABLE.flatMap((rule) => rule.gates.map((g) => g.route)));
    expect(MEMBERSHIP_ONLY_ROUTES.filter((route) => gated.has(route))).toEqual([]);
    expect(new Set(MEMBERSHIP_ONLY_ROUTES).size).toBe(MEMBERSHIP_ONLY_ROUTES.length);
    expect(PERMISSIONS).toEqual(PERMISSION_TABLE.map((rule) => rule.id));
    for (const rule of PERMISSION_TABLE) expect(PERMISSION_REFUSALS[rule.id]).toBe(rule.refusal);
  });
});
