import { Controller, Get, Param, ParseUUIDPipe, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { SignedIn, SignedInIfBearingGuard, SignedInUser } from '../../../identity';
import { badRequest } from '../../../platform';
import { AttachmentDownloadResponse } from '../../responses/order.response.dto';
import { AttachmentDownloadLink } from './attachment-download-link.query';
import { DownloadQuery } from './attachment-download-link.request.dto';

@Controller('orders/:order_id/attachments/:attachment_id/download')
export class AttachmentDownloadLinkController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @UseGuards(SignedInIfBearingGuard)
  link(
    @Param('order_id', ParseUUIDPipe) orderId: string,
    @Param('attachment_id', ParseUUIDPipe) attachmentId: string,
    @Query() query: DownloadQuery,
    @SignedIn() user: SignedInUser | undefined,
  ): Promise<AttachmentDownloadResponse> {
    const { provider_id: providerId, client_id: clientId } = query;
    if (providerId)
      return this.queries.execute(
        new AttachmentDownloadLink(orderId, attachmentId, { providerId, user }),
      );
    if (clientId)
      return this.queries.execute(
        new AttachmentDownloadLink(orderId, attachmentId, { linkKey: clientId }),
      );
    throw badRequest('provider_id or client_id is required');
  }
}
