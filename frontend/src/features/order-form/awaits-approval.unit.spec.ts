import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../lib/api-client';
import { awaitsApproval } from './awaits-approval';

describe('an order kept for approval', () => {
  const sentence =
    'This order ($14.00) is above your order limit of $10.00. It waits for approval.';

  it("reads the server's sentence from a 409 ORDER_AWAITS_APPROVAL", () => {
    const error = new ApiError(409, {
      statusCode: 409,
      code: 'ORDER_AWAITS_APPROVAL',
      message: sentence,
    });
    expect(awaitsApproval(error)).toBe(sentence);
  });

  it('reads nothing from any other refusal', () => {
    expect(awaitsApproval(new ApiError(409, { code: 'ORDER_RULES', message: 'x' }))).toBeNull();
    expect(awaitsApproval(new ApiError(400, { code: 'ORDER_AWAITS_APPROVAL' }))).toBeNull();
    expect(awaitsApproval(new Error(sentence))).toBeNull();
  });
});
