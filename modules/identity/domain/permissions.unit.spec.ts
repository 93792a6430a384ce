import { Member, refusalFor } from './permissions';

const member: Member = { userId: 'u', providerId: 'p', isOwner: false, permissionsDenied: [] };

describe('permission refusals', () => {
  it("words a denied permission's refusal as the spec does", () => {
    const clerk = { ...member, permissionsDenied: ['orders:create'] };
    expect(refusalFor(clerk, 'orders:create')).toBe("You don't have permission to place orders.");
    expect(
      refusalFor({ ...member, permissionsDenied: ['inventory:update'] }, 'inventory:update'),
    ).toBe("You don't have permission to adjust inventory.");
  });

  it('refuses nothing that is not denied, nor a route that needs no permission', () => {
    expect(
      refusalFor({ ...member, permissionsDenied: ['orders:create'] }, 'inventory:update'),
    ).toBeUndefined();
    expect(refusalFor({ ...member, permissionsDenied: ['orders:create'] })).toBeUndefined();
    expect(refusalFor(member, 'orders:create')).toBeUndefined();
  });
});
