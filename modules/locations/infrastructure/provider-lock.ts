import { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs a provider's location writes one at a time (a transaction-scoped advisory lock), so
 * setting a default and clearing the previous one is atomic and two writers cannot both win.
 */
export function inProviderLock<T>(
  em: EntityManager,
  providerId: string,
  work: (em: EntityManager) => Promise<T>,
): Promise<T> {
  return em.transactional(async (tx) => {
    await tx.execute('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [
      `locations:${providerId}`,
    ]);
    return work(tx);
  });
}
