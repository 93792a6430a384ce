import { Member } from './permissions';
import { checkMembershipChange, mayManageTeam } from './team';

const owner: Member = { userId: 'owner', providerId: 'p', isOwner: true, permissionsDenied: [] };
const admin: Member = { userId: 'admin', providerId: 'p', isOwner: false, permissionsDenied: [] };
const restricted: Member = { ...admin, userId: 'clerk', permissionsDenied: ['orders:create'] };
const teammate = { userId: 'mate', invitedBy: 'owner', acceptedAt: new Date() };

describe('team rules', () => {
  it('lets the owner and unrestricted members manage the team, not restricted ones', () => {
    expect(mayManageTeam(owner)).toBe(true);
    expect(mayManageTeam(admin)).toBe(true);
    expect(mayManageTeam(restricted)).toBe(false);
  });

  it('lets the owner deactivate a teammate and change their permissions', () => {
    expect(() =>
      checkMembershipChange(owner, teammate, {
        active: false,
        permissionsDenied: ['orders:create'],
      }),
    ).not.toThrow();
  });

  it('refuses anyone editing their own membership', () => {
    expect(() =>
      checkMembershipChange(owner, { ...teammate, userId: 'owner' }, { active: false }),
    ).toThrow("You can't edit your own membership here.");
  });

  it('refuses a restricted member managing users', () => {
    expect(() => checkMembershipChange(restricted, teammate, { permissionsDenied: [] })).toThrow(
      'Only the owner and members with no denied permissions may manage users.',
    );
  });

  it("refuses changes to the owner's membership", () => {
    expect(() =>
      checkMembershipChange(
        admin,
        { userId: 'owner', invitedBy: null, acceptedAt: new Date() },
        {
          active: false,
        },
      ),
    ).toThrow("The owner's membership can't be changed.");
  });

  it('refuses activating a pending invite, but allows setting its permissions', () => {
    const pending = { ...teammate, acceptedAt: null };
    expect(() => checkMembershipChange(owner, pending, { active: true })).toThrow(
      'A pending invite can be activated or deactivated only after it is accepted.',
    );
    expect(() =>
      checkMembershipChange(owner, pending, { permissionsDenied: ['inventory:update'] }),
    ).not.toThrow();
  });
});
