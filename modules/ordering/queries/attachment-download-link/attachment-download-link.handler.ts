import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FilesService } from '../../../catalog';
import { ClientsReadModel } from '../../../clients';
import { MemberCheck } from '../../../identity';
import { OrderRuleError } from '../../domain/order';
import { holderOfKey } from '../../infrastructure/client-link.strategy';
import { OrderStreams } from '../../infrastructure/order-streams';
import { AttachmentDownloadLink } from './attachment-download-link.query';

@QueryHandler(AttachmentDownloadLink)
export class AttachmentDownloadLinkHandler implements IQueryHandler<AttachmentDownloadLink> {
  constructor(
    private readonly streams: OrderStreams,
    private readonly files: FilesService,
    private readonly members: MemberCheck,
    private readonly clients: ClientsReadModel,
  ) {}

  async execute({ orderId, attachmentId, whose }: AttachmentDownloadLink) {
    if ('providerId' in whose) await this.members.member(whose.user, whose.providerId);
    const clientIds =
      'linkKey' in whose
        ? new Set((await holderOfKey(this.clients, whose.linkKey)).records.map((r) => r.clientId))
        : null;
    // Read from the order's stream: a link right after an upload finds the file.
    const order = await this.streams.loadWhere(orderId, (state) =>
      'providerId' in whose
        ? state.providerId === whose.providerId
        : state.clientId !== null && clientIds!.has(state.clientId),
    );
    const attachment = order.state.attachments.find((a) => a.id === attachmentId);
    if (!attachment) throw new OrderRuleError('No such attachment.', 'not_found');
    return { download_url: this.files.downloadLink(attachment.storage_path) };
  }
}
