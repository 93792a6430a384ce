import { afterEach, describe, expect, it } from '@jest/globals';
import { i18n } from '../../i18n';
import fr from '../../locales/fr/assistant.json';
import { QUICK_QUESTIONS, quickQuestionQuery, replyFrom } from './chat';
import { ASSISTANT } from './messages';

i18n.addResourceBundle('fr', ASSISTANT, fr);

afterEach(() => i18n.changeLanguage('en'));

describe('the assistant chat', () => {
  it('asks the quick questions in the spec’s English words', () => {
    expect(QUICK_QUESTIONS.map(quickQuestionQuery)).toEqual([
      'Top 5 clients by revenue this month',
      'Revenue by month this year',
      'Products low in stock',
      'Pending orders',
      'Best-selling products this month',
    ]);
  });

  it('still asks the server in English while French is shown, the chip reading French', async () => {
    await i18n.changeLanguage('fr');
    expect(i18n.t('assistant:quickQuestions.pending')).toBe('Commandes en attente');
    expect(quickQuestionQuery('pending')).toBe('Pending orders');
  });

  it('keeps an answer’s text as the server wrote it, with its table and details', () => {
    const reply = replyFrom({ insight: 'Acme Retail leads with $1,200.' });
    expect(reply).toMatchObject({ type: 'assistant', content: 'Acme Retail leads with $1,200.' });
  });

  it('says an answer without text could not be formatted, in the language shown', async () => {
    expect(replyFrom(undefined).content).toBe(
      "I received a response but couldn't format it properly.",
    );
    await i18n.changeLanguage('fr');
    expect(replyFrom({}).content).toBe(
      "J'ai reçu une réponse, mais je n'ai pas pu la mettre en forme.",
    );
  });
});
