import { Controller, Delete, HttpCode, Param, ParseUUIDPipe, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { RemoveAttachment } from './remove-attachment.command';

@Controller('provider/:provider_id/order/:order_id/attachments/:attachment_id')
export class RemoveAttachmentController {
  constructor(private readonly commands: CommandBus) {}

  @Delete()
  @HttpCode(204)
  async remove(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Param('attachment_id', ParseUUIDPipe) attachmentId: string,
    @Req() req: MemberRequest,
  ): Promise<void> {
    await this.commands.execute(
      new RemoveAttachment(providerId, orderId, attachmentId, req.member!),
    );
  }
}
