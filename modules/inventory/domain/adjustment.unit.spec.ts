import { checkEffectiveSince, decideAdjustment, effectiveTime } from './adjustment';

const AT = '2026-03-02T09:00:00.000Z';
const YESTERDAY = '2026-03-01T12:00:00.000Z';

describe('adjustments: effective time and reason', () => {
  it('leaves a plain adjustment as the spec sends it: effective when recorded, no reason', () => {
    expect(decideAdjustment({ orderType: 'ADJUST', at: AT })).toEqual({});
    expect(decideAdjustment({ orderType: 'IN', at: AT, reason: null, effectiveAt: null })).toEqual(
      {},
    );
  });

  it('keeps a reason and its trimmed note; OTHER needs a note, a note needs a reason', () => {
    expect(
      decideAdjustment({ orderType: 'ADJUST', at: AT, reason: 'DAMAGE', note: '  wet box ' }),
    ).toEqual({ adjustment: { reason: 'DAMAGE', note: 'wet box' } });
    expect(decideAdjustment({ orderType: 'ADJUST', at: AT, reason: 'COUNT', note: ' ' })).toEqual({
      adjustment: { reason: 'COUNT', note: null },
    });
    expect(() => decideAdjustment({ orderType: 'ADJUST', at: AT, reason: 'OTHER' })).toThrow(
      'Say what the other reason is in a note.',
    );
    expect(() => decideAdjustment({ orderType: 'ADJUST', at: AT, note: 'why' })).toThrow(
      'A note explains a reason: pick a reason too.',
    );
    expect(() => decideAdjustment({ orderType: 'ADJUST', at: AT, reason: 'LOST' })).toThrow(
      'reason must be one of COUNT, DAMAGE, THEFT, CORRECTION, OTHER',
    );
    expect(() =>
      decideAdjustment({ orderType: 'ADJUST', at: AT, reason: 'OTHER', note: 'x'.repeat(501) }),
    ).toThrow('reasonNote must be at most 500 characters');
  });

  it('back-dates an adjustment with a reason, never into the future, never without a reason', () => {
    expect(
      decideAdjustment({
        orderType: 'ADJUST',
        at: AT,
        effectiveAt: '2026-03-01T13:00:00+01:00',
        reason: 'COUNT',
      }),
    ).toEqual({ effectiveAt: YESTERDAY, adjustment: { reason: 'COUNT', note: null } });
    expect(() => decideAdjustment({ orderType: 'ADJUST', at: AT, effectiveAt: YESTERDAY })).toThrow(
      'A back-dated adjustment needs a reason.',
    );
    expect(() =>
      decideAdjustment({
        orderType: 'ADJUST',
        at: AT,
        effectiveAt: '2026-03-02T09:00:00.001Z',
        reason: 'COUNT',
      }),
    ).toThrow('An adjustment cannot take effect in the future.');
    // The very moment it is recorded is no back-dating: nothing is kept.
    expect(
      decideAdjustment({ orderType: 'ADJUST', at: AT, effectiveAt: AT, reason: 'THEFT' }),
    ).toEqual({ adjustment: { reason: 'THEFT', note: null } });
  });

  it('refuses an effective time or a reason on anything but an adjustment', () => {
    for (const orderType of ['ORDER', 'IN', 'OUT'])
      expect(() =>
        decideAdjustment({ orderType, at: AT, effectiveAt: YESTERDAY, reason: 'COUNT' }),
      ).toThrow('Only adjustments take an effective time or a reason.');
    expect(() => decideAdjustment({ orderType: 'IN', at: AT, reason: 'COUNT' })).toThrow(
      expect.objectContaining({ kind: 'invalid' }),
    );
  });

  it('back-dates only to when the stock was first recorded', () => {
    expect(() => checkEffectiveSince(YESTERDAY, '2026-02-01T00:00:00.000Z', 'Apple')).not.toThrow();
    expect(() => checkEffectiveSince(YESTERDAY, YESTERDAY, 'Apple')).not.toThrow();
    expect(() => checkEffectiveSince(YESTERDAY, '2026-03-01T12:00:00.001Z', 'Apple')).toThrow(
      'Apple has stock recorded here only from 2026-03-01 12:00:00 UTC: an adjustment of it cannot take effect before then.',
    );
    expect(() => checkEffectiveSince(YESTERDAY, null, 'Apple')).toThrow(
      'Apple has no stock recorded here yet: an adjustment of it cannot be back-dated.',
    );
  });

  it('reads an old event without an effective time as effective when recorded', () => {
    expect(effectiveTime(AT, undefined)).toBe(AT);
    expect(effectiveTime(AT, YESTERDAY)).toBe(YESTERDAY);
    expect(effectiveTime(YESTERDAY, AT)).toBe(YESTERDAY);
  });
});
