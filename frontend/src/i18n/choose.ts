import { apiPut } from '../lib/api-client';
import { getSession, type SessionUser, setSession, subscribeSession } from '../lib/session';
import { i18n, isLanguage, type Language, rememberLanguage, showLanguage } from './index';

/**
 * A person picks a language: the app shows it at once, this device remembers it, and a signed-in
 * user keeps it on their account, so every device they sign in on opens in it.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await showLanguage(language);
  rememberLanguage(language);
  const session = getSession();
  if (!session) return;
  const { user } = await apiPut<{ user: Pick<SessionUser, 'language'> }>('/auth/user', {
    language,
  });
  const current = getSession();
  if (current?.user.id === session.user.id)
    setSession({ ...current, user: { ...current.user, language: user.language } });
}

/** Follows the signed-in user's language: at sign-in, and when another tab changes it. */
export function followUserLanguage(): () => void {
  return subscribeSession(() => {
    const language = getSession()?.user.language;
    if (isLanguage(language) && language !== i18n.language) void showLanguage(language);
  });
}
