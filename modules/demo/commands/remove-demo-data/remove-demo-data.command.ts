import { Command } from '@nestjs/cqrs';
import { DemoDataView } from '../../domain/demo-data';

/** Remove exactly what the demo made, as `userId`, while nothing else refers to it. */
export class RemoveDemoData extends Command<{ demo_data: DemoDataView }> {
  constructor(
    readonly providerId: string,
    readonly userId: string,
  ) {
    super();
  }
}
