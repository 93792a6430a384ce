import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { checkedCreditTerms } from '../../domain/credit-terms';
import { ClientCreditStore } from '../../infrastructure/client-credit.store';
import { creditTermsView } from '../../responses/client-credit.response.dto';
import { SetClientCredit } from './set-client-credit.command';

/**
 * Sets a client's terms and limit. Invoices already issued keep their due dates, and orders
 * already held stay held until released: the new terms apply from the next invoice or order.
 */
@CommandHandler(SetClientCredit)
export class SetClientCreditHandler implements ICommandHandler<SetClientCredit> {
  constructor(private readonly store: ClientCreditStore) {}

  async execute({ providerId, clientId, body }: SetClientCredit) {
    const terms = checkedCreditTerms(body);
    return creditTermsView(await this.store.set(providerId, clientId, terms));
  }
}
