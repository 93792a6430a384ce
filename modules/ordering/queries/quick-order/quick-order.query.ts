import { Query } from '@nestjs/cqrs';
import type { QuickOrderResponse } from './quick-order.response.dto';
import type { AskedLine } from './quick-order.verdicts';

/**
 * Pasted "SKU quantity" lines checked against what the client may order from a provider: a
 * verdict per line. Reads only the products the lines name and their stock
 * (docs/decisions/quick-order-reads-in-the-browser-and-checks-on-the-server.md).
 */
export class QuickOrder extends Query<QuickOrderResponse> {
  constructor(
    readonly clientId: string,
    readonly providerId: string,
    readonly lines: readonly AskedLine[],
  ) {
    super();
  }
}
