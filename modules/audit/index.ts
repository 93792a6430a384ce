// Audit: stock history replayed from the raw events and proven untampered. The ledger and the
// as-of reads live with the stock (ordering); this context checks them: a replay of the events
// compared with the ledger, and a hash chain of each provider's stock events.
export { type ChainReport, type ReplayReport, replayStock, verifyChain } from './audit';
export { stockChainProjection } from './stock-chain.projection';
