import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Database, EVENT_STORE, EventStore } from '../../../platform';
import { verifyChain } from '../../infrastructure/chain-verification';
import { VerifyChain } from './verify-chain.query';

@QueryHandler(VerifyChain)
export class VerifyChainHandler implements IQueryHandler<VerifyChain> {
  constructor(
    private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  execute({ providerId, anchor, onProgress }: VerifyChain) {
    return verifyChain(this.db, this.store, providerId, onProgress, anchor);
  }
}
