import { type LoaderFunctionArgs, redirect } from 'react-router';
import { clearSession, findMembership, getSession } from '../../lib/session';

/**
 * docs/product.md §2.2: provider routes need a session with at least one provider, and the route's
 * provider must be one of them; a foreign provider clears the session.
 */
export function providerGuard({ params }: LoaderFunctionArgs) {
  const session = getSession();
  if (!session?.providers?.length) throw redirect('/login');
  if (!findMembership(session, params.providerId)) {
    clearSession();
    throw redirect('/login');
  }
  return null;
}
