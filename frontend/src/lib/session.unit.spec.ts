import { describe, expect, it } from '@jest/globals';
import {
  type ActionFacts,
  actionRefusal,
  type GateCase,
  PERMISSION_TABLE,
  PERMISSIONS,
} from '../../../modules/identity/domain/permissions';
import {
  AUDITOR_REFUSAL,
  type GatedRoute,
  isAuditor,
  mayDo,
  permissionRefusal,
  refusalOf,
  type Session,
} from './session';
import { sessionWith } from './session.fixture';

const PROVIDER = 'p-1';

/** A session as the server answers it, with the table it sends, for a member denied `denied`. */
function sessionDenied(denied: string[], table = PERMISSION_TABLE): Session {
  return sessionWith(
    [{ provider_id: PROVIDER, invited_by: 'o', permissions_denied: denied }],
    table,
  );
}

/** The facts of a request a gate's case covers. */
const factsOf = (when?: GateCase): ActionFacts => ({
  transaction_type: when?.transaction_types?.[0],
  changes: when?.changes ? [when.changes] : [],
});

describe("the screens' refusals, from the table the session carries", () => {
  it('refuse each gated action exactly as the server does, to a member denied one permission', () => {
    for (const denied of PERMISSIONS)
      for (const rule of PERMISSION_TABLE)
        for (const gate of rule.gates) {
          const facts = factsOf(gate.when);
          const route = gate.route as GatedRoute;
          expect([
            denied,
            route,
            permissionRefusal(sessionDenied([denied]), PROVIDER, route, facts),
          ]).toEqual([denied, route, actionRefusal({ permissionsDenied: [denied] }, route, facts)]);
        }
  });

  it('refuse nothing to a member denied nothing, nor outside the case a gate names', () => {
    const session = sessionDenied([]);
    for (const rule of PERMISSION_TABLE)
      for (const gate of rule.gates)
        expect(refusalOf(session, PROVIDER, gate.route as GatedRoute, factsOf(gate.when))).toBe(
          null,
        );
    const clerk = sessionDenied(['inventory:update']);
    const order = 'PUT /api/provider/{provider_id}/order/{order_id}';
    expect(refusalOf(clerk, PROVIDER, order, { transaction_type: 'IN' })).toBe(null);
    expect(refusalOf(clerk, PROVIDER, order, { transaction_type: 'IN', changes: ['status'] })).toBe(
      "You don't have permission to adjust inventory.",
    );
  });

  it('refuse an entry to several actions only when each of them is refused', () => {
    const clerk = sessionDenied(['inventory:update']);
    const either = [{ transaction_type: 'IN' }, { transaction_type: 'ORDER' }];
    expect(permissionRefusal(clerk, PROVIDER, 'POST /api/order', either)).toBeUndefined();
    const movements = [{ transaction_type: 'IN' }, { transaction_type: 'OUT' }];
    expect(permissionRefusal(clerk, PROVIDER, 'POST /api/order', movements)).toBe(
      "You don't have permission to adjust inventory.",
    );
  });

  it('refuse an auditor every write first, and a read by its permission', () => {
    const auditor = sessionDenied([...PERMISSIONS]);
    expect(isAuditor(auditor, PROVIDER)).toBe(true);
    expect(refusalOf(auditor, PROVIDER)).toBe(AUDITOR_REFUSAL);
    expect(refusalOf(auditor, PROVIDER, 'POST /api/provider/{provider_id}/transfers')).toBe(
      AUDITOR_REFUSAL,
    );
    const link = 'GET /api/provider/{provider_id}/client/{client_id}/link';
    expect(refusalOf(auditor, PROVIDER, link)).toBe("You don't have permission to place orders.");
    expect(mayDo(auditor, PROVIDER, link)).toBe(false);
    expect(mayDo(sessionDenied(['inventory:update']), PROVIDER, link)).toBe(true);
  });

  it('refuse nothing, and find no auditor, without a membership or without the table', () => {
    expect(refusalOf(sessionDenied([...PERMISSIONS]), 'another', 'POST /api/order')).toBe(null);
    const old = sessionDenied([...PERMISSIONS], []);
    expect(isAuditor(old, PROVIDER)).toBe(false);
    expect(
      permissionRefusal(old, PROVIDER, 'POST /api/order', { transaction_type: 'ORDER' }),
    ).toBeUndefined();
  });
});
