import { PortalBuyer } from '../../ordering';
import { HttpError } from '../../platform';
import { Buyer, SIGN_IN_REQUIRED } from '../domain/buyer-rules';

/**
 * The buyer the request's session signed in (the buyers context answers ordering's port with
 * whole buyers); 401 when the request carries no session.
 */
export function signedIn(buyer: PortalBuyer | null): Buyer {
  if (!buyer) throw new HttpError(401, SIGN_IN_REQUIRED);
  return buyer as Buyer;
}
