// Demo data: the sample locations, products, clients and 90 days of orders `npm run seed` makes,
// loaded into an empty provider from its inbox and removed in one click. Owns its stream only.
export { LoadDemoData } from './commands/load-demo-data/load-demo-data.command';
export { RemoveDemoData } from './commands/remove-demo-data/remove-demo-data.command';
export { DemoModule } from './demo.module';
export { DemoRecords, emptyRecords } from './domain/demo-data';
export { DEMO_SIZE, fillDemo } from './infrastructure/demo-content';
export { DemoDataStatus } from './queries/demo-data-status/demo-data-status.query';
