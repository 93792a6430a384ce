// Inventory's pure domain, which other contexts' domain code may import: the stock streams and
// their deciders, the documents that move stock, lots, adjustments, transfers, counts and
// reorder points.
export * from './adjustment';
export * from './lot-allocation';
export * from './lots';
export * from './low-stock-digest';
export * from './movement';
export * from './reorder-point';
export * from './stock';
export * from './stock-count';
export * from './stock-stream';
export * from './stock-value';
export * from './transfer';
export * from './withdrawal';
