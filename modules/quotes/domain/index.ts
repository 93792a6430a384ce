// The quotes' pure domain: the state machine, totals, expiry and input rules.
export * from './quote';
export * from './quote-input';
