import { Command } from '@nestjs/cqrs';
import { SignedInUser } from '../../../identity';

/** Remove an uploaded photo (by its path or URL): for members of its provider who may write. */
export class RemoveFile extends Command<void> {
  constructor(
    readonly user: SignedInUser,
    readonly reference: string,
  ) {
    super();
  }
}
