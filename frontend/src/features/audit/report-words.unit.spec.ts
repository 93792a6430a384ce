import { afterEach, describe, expect, it } from '@jest/globals';
import { i18n, showLanguage } from '../../i18n';
import type { AuditReport } from './api/audit-report-api';
import { checkpointSummary, movementLabel, replaySummary } from './report-words';

const replay = (problems: string[]): AuditReport['replay'] => ({
  agrees: problems.length === 0,
  summary: '',
  problems,
  as_of: '2026-12-05T00:00:00.000Z',
  events: 3,
  cells: 1,
});
/** As the server words them (modules/audit/domain/audit-report.ts). */
const LEDGER_AGREES = 'The ledger agrees with the events, row by row in commit order.';
const NONE_SIGNED = 'No signed checkpoint covers the period: none has been signed yet.';
const covered = {
  needed: '900/900',
  summary:
    'Covered by the checkpoint signed 2026-03-03T00:00:00.000Z: 3 stock events up to position 1000/1000, root abc.',
  checkpoint: {
    provider: 'p',
    time: '2026-03-03T00:00:00.000Z',
    count: 3,
    position: '1000/1000',
    root: 'abc',
    head: 'h',
    key: 'k',
    signature: 's',
  },
} as AuditReport['checkpoint'];
const none = {
  needed: '900/900',
  checkpoint: null,
  summary: NONE_SIGNED,
} as AuditReport['checkpoint'];

describe("the audit report's verdicts in the language shown", () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("says in English exactly what the server says, from the report's facts", () => {
    expect(replaySummary(replay([]))).toBe(LEDGER_AGREES);
    expect(replaySummary(replay(['a', 'b']))).toBe(
      'The ledger disagrees with the events: 2 problem(s) found.',
    );
    expect(checkpointSummary(covered)).toBe(covered.summary);
    expect(checkpointSummary(none)).toBe(NONE_SIGNED);
  });

  it('says it in French to a reader of French, and names the movement types', async () => {
    await showLanguage('fr');
    expect(replaySummary(replay([]))).toMatch(/^Le registre concorde/);
    expect(replaySummary(replay(['a', 'b']))).toBe(
      'Le registre ne concorde pas avec les événements : 2 problèmes trouvés.',
    );
    expect(checkpointSummary(none)).toBe(
      'Aucun point de contrôle signé ne couvre encore la période.',
    );
    const line = { order_type: 'ORDER', event_type: 'placed', label: 'Order committed' };
    expect(movementLabel(line as AuditReport['movements'][number])).toBe('Commande réservée');
    const unknown = { order_type: 'SWAP', event_type: 'placed', label: 'Swap' };
    expect(movementLabel(unknown as AuditReport['movements'][number])).toBe('Swap');
  });
});
