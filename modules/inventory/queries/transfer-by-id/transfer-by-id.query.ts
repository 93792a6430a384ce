import { Query } from '@nestjs/cqrs';
import type { OneTransferResponse } from '../../responses/transfer.response.dto';

export class TransferById extends Query<OneTransferResponse> {
  constructor(
    readonly providerId: string,
    readonly transferId: string,
  ) {
    super();
  }
}
