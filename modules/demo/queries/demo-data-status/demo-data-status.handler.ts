import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { demoView } from '../../domain/demo-data';
import { DemoStream } from '../../infrastructure/demo-stream';
import { DemoDataStatus } from './demo-data-status.query';

@QueryHandler(DemoDataStatus)
export class DemoDataStatusHandler implements IQueryHandler<DemoDataStatus> {
  constructor(private readonly demo: DemoStream) {}

  async execute({ providerId }: DemoDataStatus) {
    return { demo_data: demoView((await this.demo.read(providerId)).state) };
  }
}
