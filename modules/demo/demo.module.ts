import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OrderingModule } from '../ordering';
import { LoadDemoDataHandler } from './commands/load-demo-data/load-demo-data.handler';
import { LoadDemoDataController } from './commands/load-demo-data/load-demo-data.http.controller';
import { RemoveDemoDataHandler } from './commands/remove-demo-data/remove-demo-data.handler';
import { RemoveDemoDataController } from './commands/remove-demo-data/remove-demo-data.http.controller';
import { DemoStream } from './infrastructure/demo-stream';
import { ProviderContentsReadModel } from './infrastructure/provider-contents.read-model';
import { DemoDataStatusHandler } from './queries/demo-data-status/demo-data-status.handler';
import { DemoDataStatusController } from './queries/demo-data-status/demo-data-status.http.controller';

const controllers = [DemoDataStatusController, LoadDemoDataController, RemoveDemoDataController];
const commandHandlers = [LoadDemoDataHandler, RemoveDemoDataHandler];
const queryHandlers = [DemoDataStatusHandler];
const infrastructure = [DemoStream, ProviderContentsReadModel];

@Module({
  imports: [CqrsModule, OrderingModule],
  controllers,
  providers: [...commandHandlers, ...queryHandlers, ...infrastructure],
})
export class DemoModule {}
