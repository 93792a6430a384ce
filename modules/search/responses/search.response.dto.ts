/** What a search as one types finds, by kind: the command palette's answer. */

export class FoundOrderResponse {
  id!: string;
  /** As people read it: SO-1051, #1001, MV-1002. */
  number!: string;
  transaction_type!: 'ORDER' | 'ADJUST' | 'IN' | 'OUT';
  status!: 'PENDING' | 'PARTIALLY_SHIPPED' | 'SHIPPED' | 'FULFILLED' | 'CANCELLED';
  client_name!: string | null;
  /** ISO timestamp. */
  created_at!: string;
  /** The order's total, an exact decimal string in `currency`; null for movements. */
  total!: string | null;
  currency!: string;
}

export class FoundProductResponse {
  id!: string;
  name!: string;
  sku!: string | null;
  barcode!: string | null;
  active!: boolean;
}

export class FoundClientResponse {
  id!: string;
  name!: string;
  email!: string;
}

export class SearchResponse {
  /** Orders and movements whose number the text is; newest first. */
  orders!: FoundOrderResponse[];
  /** Exact SKU or barcode first, then names and SKUs starting with the text, then holding it. */
  products!: FoundProductResponse[];
  /** The email exactly first, then names and emails starting with the text, then holding it. */
  clients!: FoundClientResponse[];
}
