import { Body, Controller, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { OneAttachmentResponse } from '../../responses/order.response.dto';
import { AddAttachment } from './add-attachment.command';
import { AddAttachmentRequest } from './add-attachment.request.dto';

@Controller('provider/:provider_id/order/:order_id/attachments')
export class AddAttachmentController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  add(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Body() body: AddAttachmentRequest,
    @Req() req: MemberRequest,
  ): Promise<OneAttachmentResponse> {
    return this.commands.execute(
      new AddAttachment(providerId, orderId, req.member!, body.storage_path, body.file_name),
    );
  }
}
