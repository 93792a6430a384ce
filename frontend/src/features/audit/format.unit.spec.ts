import { afterEach, describe, expect, it } from '@jest/globals';
import { i18n } from '../../i18n';
import fr from '../../locales/fr/audit.json';
import { actorKind, actorName } from './format';
import { AUDIT } from './messages';

i18n.addResourceBundle('fr', AUDIT, fr);

afterEach(() => i18n.changeLanguage('en'));

const system = { id: null, type: 'system', name: null };
const gone = { id: 'a-user-since-removed', type: 'user', name: null };
const member = { id: 'member', type: 'user', name: 'sam@example.com' };

describe('who made a stock change', () => {
  it('names a member by email and says they are a user', () => {
    expect(actorName(member)).toBe('sam@example.com');
    expect(actorKind(member)).toBe('User');
  });

  it('says System, or Unknown for someone whose name is gone, never an id', () => {
    expect(actorName(system)).toBe('System');
    expect(actorName(gone)).toBe('Unknown');
  });

  it('says so in French when French is shown, the email kept as it is', async () => {
    await i18n.changeLanguage('fr');
    expect(actorName(system)).toBe('Système');
    expect(actorName(gone)).toBe('Inconnu');
    expect(actorName(member)).toBe('sam@example.com');
    expect(actorKind(member)).toBe('Utilisateur');
  });
});
