import { Command } from '@nestjs/cqrs';

/** Remove a client's own ordering rules: the product's apply to the client again. */
export class DeleteOrderRules extends Command<void> {
  constructor(
    readonly providerId: string,
    readonly id: string,
  ) {
    super();
  }
}
