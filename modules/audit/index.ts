// Audit: stock history replayed from the raw events and proven untampered. The ledger and the
// as-of reads live with the stock (ordering); this context checks them: a replay of the events
// compared with the ledger, a hash chain of each provider's stock events, and checkpoints of
// its Merkle tree signed with a key and kept in files outside the database.
export {
  type Anchor,
  type AnchoredReport,
  type ChainReport,
  type ReplayReport,
  replayStock,
  verifyAnchored,
  verifyChain,
} from './audit';
export { AuditModule } from './audit.module';
export {
  AuditFiles,
  auditFiles,
  leavesFile,
  loadKey,
  loadOrCreateKey,
  readLeaves,
  readText,
} from './checkpoint-files';
export { Checkpointer } from './checkpointer';
export { stockChainProjection } from './stock-chain.projection';
