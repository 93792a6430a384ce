import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CheckpointSigner } from '../../infrastructure/checkpoint-signer';
import { ListCheckpoints } from './list-checkpoints.query';

@QueryHandler(ListCheckpoints)
export class ListCheckpointsHandler implements IQueryHandler<ListCheckpoints> {
  constructor(private readonly signer: CheckpointSigner) {}

  async execute({ providerId }: ListCheckpoints) {
    return {
      public_key: this.signer.publicKey(),
      checkpoints: this.signer.checkpoints(providerId),
    };
  }
}
