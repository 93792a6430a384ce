import { Query } from '@nestjs/cqrs';
import { DemoDataView } from '../../domain/demo-data';

/** Whether the provider holds demo data now, and how much. */
export class DemoDataStatus extends Query<{ demo_data: DemoDataView }> {
  constructor(readonly providerId: string) {
    super();
  }
}
