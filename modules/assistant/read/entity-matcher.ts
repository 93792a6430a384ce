import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { Candidate, MATCH_THRESHOLD, pickMatches } from '../domain/entity-matching';
import { NamedDimension } from '../domain/semantic-layer';

/** The provider's records of each kind that a name can mean (read models of their contexts). */
const RECORDS: Record<NamedDimension, string> = {
  client: `SELECT c.id, c.name FROM clients c
             JOIN clients_provider_links pl ON pl.client_id = c.id AND pl.provider_id = $1
            WHERE c.provider_id = $1`,
  product: 'SELECT id, name FROM catalog_products WHERE provider_id = $1',
  location: 'SELECT id, name FROM locations WHERE provider_id = $1',
};

/**
 * Matches a name from a question with the caller's records of one kind by trigram similarity
 * (pg_trgm): of the whole names, and of the input within a name ("Acme" in "Acme Retail").
 */
@Injectable()
export class EntityMatcher {
  async match(
    tx: PoolClient,
    providerId: string,
    dimension: NamedDimension,
    input: string,
  ): Promise<Candidate[]> {
    const { rows } = await tx.query<Candidate>(
      `SELECT id::text AS id, name, score FROM (
         SELECT id, name,
                CASE WHEN lower(name) = lower($2) THEN 1
                     ELSE greatest(similarity(lower(name), lower($2)),
                                   word_similarity(lower($2), lower(name))) END::float8 AS score
           FROM (${RECORDS[dimension]}) records) scored
        WHERE score >= $3
        ORDER BY score DESC, name
        LIMIT 50`,
      [providerId, input, MATCH_THRESHOLD],
    );
    return pickMatches(input, rows);
  }
}
