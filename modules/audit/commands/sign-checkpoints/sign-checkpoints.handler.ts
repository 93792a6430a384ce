import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CheckpointSigner } from '../../infrastructure/checkpoint-signer';
import { SignCheckpoints } from './sign-checkpoints.command';

@CommandHandler(SignCheckpoints)
export class SignCheckpointsHandler implements ICommandHandler<SignCheckpoints> {
  constructor(private readonly signer: CheckpointSigner) {}

  execute() {
    return this.signer.signNow();
  }
}
