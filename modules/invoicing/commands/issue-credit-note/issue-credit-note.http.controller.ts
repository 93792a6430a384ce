import { Controller, Param, ParseIntPipe, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { InvoiceById } from '../../queries/order-invoices/order-invoices.query';
import { OneInvoiceResponse } from '../../responses/invoice.response.dto';
import { IssueCreditNote } from './issue-credit-note.command';

/** POST …/order/{order_id}/returns/{sequence}/credit-note: answers `{ invoice }` (a credit note). */
@Controller('provider/:provider_id/order/:order_id/returns/:sequence/credit-note')
export class IssueCreditNoteController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  async issue(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Param('sequence', new ParseIntPipe({ errorHttpStatusCode: 404 })) sequence: number,
    @Req() req: MemberRequest,
  ): Promise<OneInvoiceResponse> {
    const id = await this.commands.execute(
      new IssueCreditNote(providerId, orderId, req.member!, sequence),
    );
    return this.queries.execute(new InvoiceById({ providerId }, id));
  }
}
