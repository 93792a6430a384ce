import { randomUUID } from 'node:crypto';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
  UseGuards,
} from '@nestjs/common';
import { FilesService } from '../../catalog';
import {
  Member,
  MemberCheck,
  MemberRequest,
  SignedIn,
  SignedInIfBearingGuard,
  SignedInUser,
} from '../../identity';
import { badRequest, notFound, ProjectionWaiter } from '../../platform';
import { Actor, decideAttach, decideDetach, OrderEvent, OrderState } from '../domain/order';
import { ordersProjection } from '../read/orders.projection';
import { AddAttachmentRequest, DownloadQuery } from './attachments.request.dto';
import { commandNow, LoadedOrder, OrderCommands } from './order-commands';
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

  /**
   * Decides as the member on the order as it is, records the events, and waits until the order
   * read model shows them.
   */
  private async apply(
    providerId: string,
    member: Member,
    order: LoadedOrder,
    decide: (state: OrderState, actor: Actor) => OrderEvent[],
  ): Promise<void> {
    try {
      const actor: Actor = { kind: 'provider', permissionsDenied: member.permissionsDenied };
      const position = await this.commands.record(
        commandNow(providerId, member.userId, 'user'),
        order,
        (state) => decide(state, actor),
      );
      if (position) await this.waiter.waitFor(position, [ordersProjection.name]);
    } catch (error) {
      throw asHttp(error);
    }
  }

  @Post('provider/:provider_id/order/:order_id/attachments')
  async add(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Body() body: AddAttachmentRequest,
    @Req() req: MemberRequest,
  ) {
    const order = await this.orderOf(orderId, (state) => state.providerId === providerId);
    const stored = await this.files.describe(body.storage_path).catch(() => null);
    if (stored?.providerId !== providerId || !this.files.isAttachment(body.storage_path))
      throw badRequest('storage_path must be an attachment uploaded for this provider');
    const member = req.member!;
    const attachment = {
      id: randomUUID(),
      file_name: body.file_name,
      // What the upload found in the bytes, whatever the browser says.
      file_type: stored.type,
      file_size: stored.size,
      storage_path: body.storage_path,
      uploaded_by: member.userId,
      uploaded_by_role: 'PROVIDER' as const,
      created_at: new Date().toISOString(),
    };
    await this.apply(providerId, member, order, (state, actor) =>
      decideAttach(state, actor, attachment),
    );
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
    await this.apply(providerId, member, order, (state, actor) =>
      decideDetach(state, actor, attachmentId),
    );
    if (path) await this.files.remove(path);
  }

  /** A short-lived link to download an attachment: for members of the provider or its client. */
  @Get('orders/:order_id/attachments/:attachment_id/download')
  @UseGuards(SignedInIfBearingGuard)
  async download(
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Param('attachment_id', ParseUUIDPipe) attachmentId: string,
    @Query() query: DownloadQuery,
    @SignedIn() user: SignedInUser | undefined,
  ) {
    const { provider_id: providerId, client_id: clientId } = query;
    if (!providerId && !clientId) throw badRequest('provider_id or client_id is required');
    if (providerId) await this.members.member(user, providerId);
    const order = await this.orderOf(orderId, (state) =>
      providerId ? state.providerId === providerId : state.clientId === clientId,
    );
    const attachment = order.state.attachments.find((a) => a.id === attachmentId);
    if (!attachment) throw notFound('No such attachment.');
    return { download_url: this.files.downloadLink(attachment.storage_path) };
  }
}
