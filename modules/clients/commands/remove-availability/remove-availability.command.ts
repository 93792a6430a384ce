import { Command } from '@nestjs/cqrs';

/** Take a product off a client's list of orderable products. */
export class RemoveAvailability extends Command<void> {
  constructor(
    readonly providerId: string,
    readonly id: string,
  ) {
    super();
  }
}
