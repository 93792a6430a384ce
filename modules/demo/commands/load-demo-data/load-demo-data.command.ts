import { Command } from '@nestjs/cqrs';
import { DemoDataView } from '../../domain/demo-data';

/** Fill an empty provider with the demo data (`npm run seed`'s), as `userId`. */
export class LoadDemoData extends Command<{ demo_data: DemoDataView }> {
  constructor(
    readonly providerId: string,
    readonly userId: string,
  ) {
    super();
  }
}
