import { SetPasswordRequest } from '../reset-password/reset-password.request.dto';

/** The invited user's password and the tokens from the invite link's hash. */
export class AcceptInviteRequest extends SetPasswordRequest {}
