import { Command } from '@nestjs/cqrs';
import { Member } from '../../../identity';
import { Attachment } from '../../domain/order';

/** An attachment as answered: the recorded file and a short-lived link to download it. */
export type AttachmentView = Attachment & { download_url: string };

/** A provider member attaches an uploaded file to an order (docs/product.md §7, Attachments). */
export class AddAttachment extends Command<{ attachment: AttachmentView }> {
  constructor(
    readonly providerId: string,
    readonly orderId: string,
    readonly member: Member,
    readonly storagePath: string,
    readonly fileName: string,
  ) {
    super();
  }
}
