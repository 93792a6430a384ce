// Audit: stock history replayed from the raw events and proven untampered. The ledger and the
// as-of reads live with the stock (ordering); this context checks them: a replay of the events
// compared with the ledger, a hash chain of each provider's stock events, and checkpoints of
// its Merkle tree signed with a key and kept in files outside the database; and an auditor's
// report of a period built from all three. The app serves its routes (AuditModule); the CLI
// sends the same commands and queries (openAuditContext).
export { type AuditCliDeps, AuditModule, openAuditContext } from './audit.module';
export { SignCheckpoints } from './commands/sign-checkpoints/sign-checkpoints.command';
export { lotProblems, valueProblems } from './domain/audit-report';
export type { AuditReport } from './domain/audit-report.types';
export {
  type Anchor,
  type AnchoredReport,
  type ChainReport,
  verifyAnchored,
  verifyChain,
} from './infrastructure/chain-verification';
export {
  AuditFiles,
  auditFiles,
  leavesFile,
  loadKey,
  loadOrCreateKey,
  readLeaves,
  readText,
} from './infrastructure/checkpoint-files';
export { Checkpointer, type CheckpointRun } from './infrastructure/checkpointer';
export { type ReplayReport, replayStock } from './infrastructure/stock-replay';
export { stockChainProjection } from './projections/stock-chain/stock-chain.projection';
export { auditReportCsv } from './queries/audit-report/audit-report.csv';
export { StockAuditReport } from './queries/audit-report/audit-report.query';
export { ListCheckpoints } from './queries/list-checkpoints/list-checkpoints.query';
export { ReplayStock } from './queries/replay-stock/replay-stock.query';
export { VerifyChain } from './queries/verify-chain/verify-chain.query';
