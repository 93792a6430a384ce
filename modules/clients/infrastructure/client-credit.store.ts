import { Injectable } from '@nestjs/common';
import { Database, Read, read } from '../../platform';
import { ClientNotFound } from '../domain/client-errors';
import { CreditTerms, PaymentTerms } from '../domain/credit-terms';

interface Row {
  payment_terms: PaymentTerms | null;
  credit_limit: string | null;
}

const terms = (row: Row): CreditTerms => ({
  paymentTerms: row.payment_terms,
  creditLimit: row.credit_limit,
});

/** A client's payment terms and credit limit, as the client's page and invoicing read them. */
@Injectable()
export class ClientCreditStore {
  constructor(private readonly db: Database) {}

  /** The client's terms; ClientNotFound when it is not the provider's. */
  termsRead(providerId: string, clientId: string): Read<CreditTerms> {
    return read(
      'clients_credit_terms',
      `SELECT payment_terms, credit_limit::text AS credit_limit
         FROM clients WHERE provider_id = $1 AND id = $2`,
      [providerId, clientId],
      (rows: Row[]) => {
        if (!rows[0]) throw new ClientNotFound();
        return terms(rows[0]);
      },
    );
  }

  of(providerId: string, clientId: string): Promise<CreditTerms> {
    return this.db.read(this.termsRead(providerId, clientId));
  }

  /** A client record's provider and terms (the portal knows the record, not the provider). */
  async ofRecord(clientId: string): Promise<CreditTerms & { providerId: string }> {
    const { rows } = await this.db.query<Row & { provider_id: string }>(
      `SELECT provider_id, payment_terms, credit_limit::text AS credit_limit
         FROM clients WHERE id = $1`,
      [clientId],
    );
    if (!rows[0]) throw new ClientNotFound();
    return { ...terms(rows[0]), providerId: rows[0].provider_id };
  }

  async set(providerId: string, clientId: string, next: CreditTerms): Promise<CreditTerms> {
    const { rows } = await this.db.query<Row>(
      `UPDATE clients SET payment_terms = $3, credit_limit = $4::numeric
        WHERE provider_id = $1 AND id = $2
        RETURNING payment_terms, credit_limit::text AS credit_limit`,
      [providerId, clientId, next.paymentTerms, next.creditLimit],
    );
    if (!rows[0]) throw new ClientNotFound();
    return terms(rows[0]);
  }
}
