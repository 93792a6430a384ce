import { Command } from '@nestjs/cqrs';

/** Remove a custom price: the client pays the product's default price again. */
export class DeleteCustomPrice extends Command<void> {
  constructor(
    readonly providerId: string,
    readonly id: string,
  ) {
    super();
  }
}
