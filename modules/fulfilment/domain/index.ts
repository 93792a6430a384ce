// Fulfilment's pure domain: what a shipment of an order decides. Ordering's order folds its
// events; other contexts' domain code may import this file.

export * from './returns';
export * from './shipment';
