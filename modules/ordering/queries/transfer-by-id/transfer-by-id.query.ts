import { Query } from '@nestjs/cqrs';
import type { TransferView } from '../list-transfers/transfer.types';

export class TransferById extends Query<{ transfer: TransferView }> {
  constructor(
    readonly providerId: string,
    readonly transferId: string,
  ) {
    super();
  }
}
