import { Migration } from '../../platform';

/** A client's payment terms and credit limit (issue 37, part 6). */
export const creditTermsMigrations: Migration[] = [
  {
    name: '20270120-20-clients-credit-terms',
    up: `
      -- Null terms: the provider's default payment terms apply; null limit: no limit. Placing an
      -- order reads both with the client's prices (termsForRead), so a client without a limit
      -- costs no further read.
      ALTER TABLE clients
        ADD COLUMN payment_terms text
          CHECK (payment_terms IN ('PREPAID', 'NET_15', 'NET_30', 'NET_60')),
        ADD COLUMN credit_limit numeric(14, 2) CHECK (credit_limit >= 0);
    `,
  },
];
