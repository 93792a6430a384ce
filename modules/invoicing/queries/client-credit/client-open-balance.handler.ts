import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ClientOpenBalance } from '../../../ordering';
import { ClientBalances } from '../../infrastructure/client-balances';

/** Answers ordering's question, when it places an order for a client with a credit limit. */
@QueryHandler(ClientOpenBalance)
export class ClientOpenBalanceHandler implements IQueryHandler<ClientOpenBalance> {
  constructor(private readonly balances: ClientBalances) {}

  async execute({ providerId, clientId, currency }: ClientOpenBalance): Promise<bigint> {
    return (await this.balances.of(providerId, clientId, currency)).balance;
  }
}
