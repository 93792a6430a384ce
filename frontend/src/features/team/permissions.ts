import { i18n } from '../../i18n';
import { ownerOrUndeniedRefusal, type Session } from '../../lib/session';
import { TEAM } from './messages';

/**
 * Why the server would refuse this member inviting, resending or changing a membership: the
 * owner and members denied nothing may; an auditor hears the auditors' refusal first. Called
 * during render, so the refusal reads in the language on screen.
 */
export function teamRefusal(
  session: Session | null,
  providerId: string | undefined,
): string | null {
  return ownerOrUndeniedRefusal(session, providerId, i18n.t('refusals.manageTeam', { ns: TEAM }));
}
