// Invoicing's pure domain: what issuing an invoice decides.
export * from './invoice';
export * from './payments';
