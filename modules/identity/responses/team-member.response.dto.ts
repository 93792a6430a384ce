/**
 * The team as the API answers it (docs/product.md §3, Team member), described field by field for
 * the OpenAPI document and the frontend's generated types. The team reads' row is this class;
 * its dates go out as ISO strings.
 */
export class TeamMemberResponse {
  id!: string;
  user_id!: string;
  email!: string;
  invited_by_email!: string | null;
  active!: boolean;
  /** Null while the invitation is pending. */
  accepted_at!: Date | null;
  invited_at!: Date;
  /** The permissions the owner took away from this member. */
  permissions_denied!: string[];
}

export class TeamMemberListResponse {
  users!: TeamMemberResponse[];
}

export class OneTeamMemberResponse {
  user!: TeamMemberResponse;
}
