import { randomUUID } from 'node:crypto';
import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import { FilesService } from '../../catalog';
import { MemberCheck, MemberRequest } from '../../identity';
import { badRequest, notFound, ProjectionWaiter } from '../../platform';
import { decideAttach, decideDetach, OrderState } from '../domain/order';
import { ordersProjection } from '../read/orders.projection';
import { AddAttachmentRequest } from './attachments.request.dto';
import { OrderCommands } from './order-commands';
import { asHttp } from './order-http-errors';

/** Attachments of an order (spec section 7, Attachments). */
@Controller()
export class AttachmentsController {
  constructor(
    private readonly commands: OrderCommands,
    private readonly files: FilesService,
    private readonly members: MemberCheck,
    private readonly waiter: ProjectionWaiter,
  ) {}

  private async orderOf(orderId: string, belongs: (state: OrderState) => boolean) {
    const order = await this.commands.load(orderId);
    if (!order || !belongs(order.state)) throw notFound('No such order.');
    return order;
  }

  private context(providerId: string, userId: string) {
    return {
      commandId: randomUUID(),
      providerId,
      actorId: userId,
      actorType: 'user' as const,
      at: new Date().toISOString(),
    };
  }

  @Post('provider/:provider_id/order/:order_id/attachments')
  async add(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Body() body: AddAttachmentRequest,
    @Req() req: MemberRequest,
  ) {
    const order = await this.orderOf(orderId, (state) => state.providerId === providerId);
    const owner = await this.files.ownerOf(body.storage_path).catch(() => null);
    if (owner !== providerId || !this.files.isAttachment(body.storage_path))
      throw badRequest('storage_path must be an attachment uploaded for this provider');
    const member = req.member!;
    const attachment = {
      id: randomUUID(),
      file_name: body.file_name,
      file_type: body.file_type,
      file_size: body.file_size,
      storage_path: body.storage_path,
      uploaded_by: member.userId,
      uploaded_by_role: 'PROVIDER' as const,
      created_at: new Date().toISOString(),
    };
    try {
      const events = decideAttach(
        order.state,
        { kind: 'provider', permissionsDenied: member.permissionsDenied },
        attachment,
      );
      const position = await this.commands.record(
        this.context(providerId, member.userId),
        order,
        events,
      );
      if (position) await this.waiter.waitFor(position, [ordersProjection.name]);
    } catch (error) {
      throw asHttp(error);
    }
    return {
      attachment: { ...attachment, download_url: this.files.downloadLink(attachment.storage_path) },
    };
  }

  @Delete('provider/:provider_id/order/:order_id/attachments/:attachment_id')
  @HttpCode(204)
  async remove(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Param('attachment_id', ParseUUIDPipe) attachmentId: string,
    @Req() req: MemberRequest,
  ) {
    const order = await this.orderOf(orderId, (state) => state.providerId === providerId);
    const member = req.member!;
    const path = order.state.attachments.find((a) => a.id === attachmentId)?.storage_path;
    try {
      const events = decideDetach(
        order.state,
        { kind: 'provider', permissionsDenied: member.permissionsDenied },
        attachmentId,
      );
      const position = await this.commands.record(
        this.context(providerId, member.userId),
        order,
        events,
      );
      if (position) await this.waiter.waitFor(position, [ordersProjection.name]);
    } catch (error) {
      throw asHttp(error);
    }
    if (path) await this.files.remove(path);
  }

  /** A short-lived link to download an attachment: for members of the provider or its client. */
  @Get('orders/:order_id/attachments/:attachment_id/download')
  async download(
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Param('attachment_id', ParseUUIDPipe) attachmentId: string,
    @Query('provider_id') providerId: string | undefined,
    @Query('client_id') clientId: string | undefined,
    @Headers('authorization') authorization: string | undefined,
  ) {
    if (!providerId && !clientId) throw badRequest('provider_id or client_id is required');
    if (providerId) await this.members.member(authorization, providerId);
    const order = await this.orderOf(orderId, (state) =>
      providerId ? state.providerId === providerId : state.clientId === clientId,
    );
    const attachment = order.state.attachments.find((a) => a.id === attachmentId);
    if (!attachment) throw notFound('No such attachment.');
    return { download_url: this.files.downloadLink(attachment.storage_path) };
  }
}
