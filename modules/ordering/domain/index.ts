// Ordering's pure domain: an order's events and state, its number, and its money (minor units,
// taxes per rate, totals). Other contexts' domain code (invoicing, to come) may import this file,
// so that every document reckons an order's amounts as its screens do.
export * from './credit-hold';
export * from './money';
export * from './order';
export * from './order-number';
